import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { installMailPurifier, sanitizeMailHtml, type HtmlPurifier } from '../../src/domain/mail/sanitize';

let purifier: HtmlPurifier | undefined;

/**
 * DOMPurify on a jsdom window, made once per process on first use (jsdom costs a few hundred ms to load) and
 * installed for the mail mutation's purification (src/domain/mail/sanitize.ts).
 */
export function serverPurifier(): HtmlPurifier {
  if (!purifier) {
    const window = new JSDOM('').window;
    const dompurify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purifier = { sanitize: (html, config) => String(dompurify.sanitize(html, config)) };
    installMailPurifier(purifier);
  }
  return purifier;
}

/** An e-mail body as it may leave the server: the last guard before a mail client. */
export function sanitizeOnServer(html: string): string {
  return sanitizeMailHtml(serverPurifier(), html);
}
