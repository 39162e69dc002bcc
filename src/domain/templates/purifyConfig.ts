/**
 * What a template's HTML may hold (issue 17), one setting for the device (src/platform/sanitizeHtml.ts, the
 * page's DOM) and the server (server/templates/sanitize.ts, jsdom's): no style, no form control, no frame.
 */
export const TEMPLATE_PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};
