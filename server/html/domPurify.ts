import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let instance: DOMPurify | undefined;

/**
 * DOMPurify over one jsdom window for the whole process, made on first use (loading jsdom costs a few hundred
 * ms): the templates' and the mails' sanitisers share it. DOMPurify keeps no state between calls.
 */
export function serverDomPurify(): DOMPurify {
  instance ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return instance;
}
