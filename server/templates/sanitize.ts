import { TEMPLATE_PURIFY_CONFIG } from '../../src/domain/templates/purifyConfig';
import type { HtmlSanitizer } from '../../src/domain/templates/render';
import { serverDomPurify } from '../html/domPurify';

/** The server's template sanitiser (issue 17): a stored template or a rendered mail can never run a script. */
export const sanitizeTemplateHtml: HtmlSanitizer = (html) => serverDomPurify().sanitize(html, TEMPLATE_PURIFY_CONFIG);
