import { installMailPurifier, sanitizeMailHtml, type HtmlPurifier } from '../../src/domain/mail/sanitize';
import { serverDomPurify } from '../html/domPurify';

let purifier: HtmlPurifier | undefined;

/** The process's DOMPurify (server/html/domPurify.ts), installed for the mail mutation's purification (src/domain/mail/sanitize.ts). */
export function serverPurifier(): HtmlPurifier {
  if (!purifier) {
    const dompurify = serverDomPurify();
    purifier = { sanitize: (html, config) => String(dompurify.sanitize(html, config)) };
    installMailPurifier(purifier);
  }
  return purifier;
}

/** An e-mail body as it may leave the server: the last guard before a mail client. */
export function sanitizeOnServer(html: string): string {
  return sanitizeMailHtml(serverPurifier(), html);
}
