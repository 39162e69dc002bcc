import DOMPurify from 'dompurify';
import { TEMPLATE_PURIFY_CONFIG } from '../domain/templates/purifyConfig';
import type { HtmlSanitizer } from '../domain/templates/render';

/** The device's template sanitiser: the server's settings, over the page's own DOM. */
export const sanitizeHtml: HtmlSanitizer = (html) => DOMPurify.sanitize(html, TEMPLATE_PURIFY_CONFIG);
