import DOMPurify from 'dompurify';
import type { HtmlSanitizer } from '../domain/templates/render';

/** The device's template sanitiser: the settings of server/templates/sanitize.ts, over the page's own DOM. */
const CONFIG = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'], FORBID_ATTR: ['style'] };

export const sanitizeHtml: HtmlSanitizer = (html) => DOMPurify.sanitize(html, CONFIG);
