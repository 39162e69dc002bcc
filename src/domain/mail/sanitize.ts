/**
 * What an e-mail body may hold (issue 17: 'no script may reach a mail client'). The device and the server
 * both run DOMPurify with this one configuration (src/features/mail/sanitize.ts with the browser's window,
 * server/mail/sanitize.ts with jsdom's): text formatting, lists, tables and links, nothing else. No style,
 * no image, no form, no event attribute; links only to web pages, mail and phone numbers.
 */

/** The part of DOMPurify this code calls, so src/domain does not depend on a DOM. */
export interface HtmlPurifier {
  sanitize(html: string, config: MailPurifyConfig): string;
}

export interface MailPurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ALLOW_DATA_ATTR: false;
  ALLOW_ARIA_ATTR: false;
  KEEP_CONTENT: true;
}

export const MAIL_PURIFY_CONFIG: MailPurifyConfig = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div'],
  ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

let installed: HtmlPurifier | null = null;

/**
 * The purifier of this process: the device installs DOMPurify on the browser's window, the server on jsdom's,
 * at start. The mutation that queues a mail (src/domain/mutations/mail.ts) purifies its body through it.
 */
export function installMailPurifier(purifier: HtmlPurifier): void {
  installed = purifier;
}

/**
 * The body as the archive keeps it: purified when a purifier is installed; otherwise every tag is escaped
 * (shown as text), never passed through: without a purifier nothing can be trusted.
 */
export function purifyMailBody(html: string): string {
  return installed ? sanitizeMailHtml(installed, html) : textToMailHtml(html);
}

/** The body as it may be stored and sent: DOMPurify with the mail configuration. */
export function sanitizeMailHtml(purifier: HtmlPurifier, html: string): string {
  return purifier.sanitize(html, MAIL_PURIFY_CONFIG).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Plain text of a (sanitised) body: the text part of an e-mail and the text of an SMS. Paragraphs and line
 * breaks become new lines, list items dashes; tags go, the usual entities are decoded.
 */
export function mailHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-4]|li|tr|blockquote|ul|ol|table)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#') && lower !== '#39') return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text typed by a user, as HTML paragraphs (the composer's plain-text fallback, an SMS shown as a mail). */
export function textToMailHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter((para) => para !== '')
    .map((para) => `<p>${escape(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
