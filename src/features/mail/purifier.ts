import DOMPurify from 'dompurify';
import { installMailPurifier, sanitizeMailHtml, type HtmlPurifier } from '../../domain/mail/sanitize';

/**
 * DOMPurify on the browser's window, installed for the mail mutation's purification on the device
 * (src/domain/mail/sanitize.ts); the server installs the same configuration on jsdom.
 */
const purifier: HtmlPurifier = { sanitize: (html, config) => String(DOMPurify.sanitize(html, config)) };
installMailPurifier(purifier);

/** A body fit to show in the app or to queue: purified with the mail configuration. */
export function purifyForDisplay(html: string): string {
  return sanitizeMailHtml(purifier, html);
}
