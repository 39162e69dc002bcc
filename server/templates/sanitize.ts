import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { HtmlSanitizer } from '../../src/domain/templates/render';

/**
 * The server's template sanitiser (issue 17): DOMPurify over a jsdom window, the same library and settings as
 * the device (src/platform/sanitizeHtml.ts), so a stored template or a rendered mail can never run a script.
 * One window for the process: DOMPurify holds no state between calls.
 */
const purify = createDOMPurify(new JSDOM('').window);

export const TEMPLATE_PURIFY_CONFIG = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'], FORBID_ATTR: ['style'] };

export const sanitizeTemplateHtml: HtmlSanitizer = (html) => purify.sanitize(html, TEMPLATE_PURIFY_CONFIG);
