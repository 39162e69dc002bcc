import { parseTemplate } from './language';

/**
 * Limits of a template, checked when it is saved (issue 27): a mail template of 5,000 nested '{% if %}' blocks
 * was accepted, and while it was active every push creating a contact in that town failed (the renderer
 * overflowed its stack). HTML nested thousands of tags deep is as bad: sanitising 5,000 nested <div> takes
 * seconds, 20,000 minutes, inside the push that fires the mail. The product's own templates nest one block
 * and a few tags, and are under 2,000 characters. The form (templateInputSchema, shared by the editor and the
 * server's routes) refuses more, in French; the server checks again before rendering a stored template, so
 * one saved before these limits never holds a push (server/templates/hooks.service.ts).
 */
export const MAX_TEMPLATE_NESTING = 20;
export const MAX_TEMPLATE_HTML_NESTING = 100;
/** A mail's body is rendered by the server inside the push that fires it: smaller than a document's. */
export const MAX_MAIL_BODY = 100_000;
export const MAX_DOCUMENT_BODY = 500_000;

export const MSG_TEMPLATE_TOO_NESTED = `Le modèle contient trop de blocs conditionnels imbriqués ({% if %} l’un dans l’autre) : ${MAX_TEMPLATE_NESTING} niveaux au maximum.`;
export const MSG_TEMPLATE_HTML_TOO_NESTED = `Le modèle contient trop de balises imbriquées l’une dans l’autre : ${MAX_TEMPLATE_HTML_NESTING} niveaux au maximum.`;

/** Elements that hold nothing, so never nest. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements a browser closes by itself when the same one opens again ('<p>a<p>b' are siblings). */
const SELF_ENDING = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

/**
 * How deep the HTML's elements stand one inside another, read in one pass as a browser would, near enough:
 * void and self-closed elements hold nothing, a closing tag closes up to its opening one (an unknown closing
 * tag is ignored), a paragraph or list item opening closes the one left open before it.
 */
export function htmlDepth(html: string): number {
  const open: string[] = [];
  const count = new Map<string, number>();
  let deepest = 0;
  const pop = () => {
    const name = open.pop();
    if (name !== undefined) count.set(name, (count.get(name) ?? 1) - 1);
  };
  for (const m of html.matchAll(TAG)) {
    const [, closing, rawName = '', selfClosed] = m;
    const name = rawName.toLowerCase();
    if (closing) {
      if (!count.get(name)) continue;
      while (open.length > 0 && open[open.length - 1] !== name) pop();
      pop();
      continue;
    }
    if (VOID.has(name) || selfClosed) continue;
    if (SELF_ENDING.has(name) && open[open.length - 1] === name) pop();
    open.push(name);
    count.set(name, (count.get(name) ?? 0) + 1);
    deepest = Math.max(deepest, open.length);
  }
  return deepest;
}

/** The French refusal of a template body, or null when it may be saved (and rendered). */
export function templateBodyError(source: string): string | null {
  if (parseTemplate(source).depth > MAX_TEMPLATE_NESTING) return MSG_TEMPLATE_TOO_NESTED;
  if (htmlDepth(source) > MAX_TEMPLATE_HTML_NESTING) return MSG_TEMPLATE_HTML_TOO_NESTED;
  return null;
}
