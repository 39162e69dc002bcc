/**
 * What text the product accepts (issue 27, 'A town's sync must never be stuck'). PostgreSQL (and PGlite)
 * stores neither a NUL character (U+0000) in text or jsonb, nor half of a UTF-16 surrogate pair (a lone
 * surrogate, '\ud83c': an emoji cut in two) in jsonb; in a text column the driver silently turns the latter
 * into '�'. Neither is ever what a user meant to type, so a value holding one is REFUSED where it enters,
 * with the field it was found in, never cleaned: cleaning would store a character the user did not type in a
 * legal record without telling them. The device refuses it when a change is made (enqueue, through
 * prepareMutation), the server refuses it on every route (server/http/textGuard.ts) and, in a push, for that
 * mutation alone (so the mutations after it go on). Nesting deeper than MAX_NESTING is refused too: no form
 * makes it, and the server's recursive code (zod, JSON.stringify) would overflow its stack on it.
 */

export const MSG_NUL_CHARACTER = 'Texte invalide : le caractère nul (U+0000) n’est pas accepté.';
export const MSG_LONE_SURROGATE = 'Texte invalide : caractère incomplet (emoji coupé ?).';
/** Levels of objects and arrays a value may have: the deepest the product sends is about ten. */
export const MAX_NESTING = 64;
export const MSG_TOO_NESTED = `Données invalides : plus de ${MAX_NESTING} niveaux imbriqués.`;

// eslint-disable-next-line no-control-regex -- NUL is the very character looked for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no lookbehind: older tablets). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why this string cannot be stored (MSG_NUL_CHARACTER, MSG_LONE_SURROGATE), or null when it can. */
export function textProblem(s: string): string | null {
  if (!SUSPECT.test(s)) return null;
  if (s.includes('\u0000')) return MSG_NUL_CHARACTER;
  return LONE_SURROGATE.test(s) ? MSG_LONE_SURROGATE : null;
}

export interface Unstorable {
  /** The field, as 'maire.nom' or 'exclus[0].nom'; '' for the value itself. */
  path: string;
  /** One of MSG_NUL_CHARACTER, MSG_LONE_SURROGATE, MSG_TOO_NESTED. */
  reason: string;
}

/** Where a value stands in the whole: its key and its parent's place (a list, so a step costs nothing). */
interface Place {
  key: string | number;
  parent: Place | null;
  depth: number;
}

/** A path shown to the user: 'maire.nom', 'exclus[0].nom', its own bad characters replaced, one line at most. */
function shownPath(place: Place | null): string {
  const parts: Array<string | number> = [];
  for (let p = place; p !== null; p = p.parent) parts.push(p.key);
  parts.reverse();
  const path = parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
  const clean = path
    .replaceAll('\u0000', '�')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (_m, before: string | undefined) => `${before ?? ''}�`);
  return clean.length > 80 ? `${clean.slice(0, 79)}…` : clean;
}

/**
 * The first string (or key) anywhere in this value that cannot be stored, or the first place nested deeper
 * than `maxNesting`; null when the whole value can be stored. Walks with its own stack, so a value nested a
 * million levels deep is answered, not a stack overflow. Bytes (typed arrays) are not text.
 */
export function findUnstorable(value: unknown, maxNesting = MAX_NESTING): Unstorable | null {
  const stack: Array<{ value: unknown; place: Place | null }> = [{ value, place: null }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value: v, place } = item;
    if (typeof v === 'string') {
      const reason = textProblem(v);
      if (reason) return { path: shownPath(place), reason };
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    const depth = place?.depth ?? 0;
    if (depth >= maxNesting) return { path: shownPath(place), reason: MSG_TOO_NESTED };
    const entries: Array<[string | number, unknown]> = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    // Pushed in reverse, so the first field is looked at first (the message names the first one).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const childPlace: Place = { key, parent: place, depth: depth + 1 };
      if (typeof key === 'string') {
        const reason = textProblem(key);
        if (reason) return { path: shownPath(childPlace), reason };
      }
      stack.push({ value: child, place: childPlace });
    }
  }
  return null;
}

/** The French refusal of a value: the reason, and the field it was found in, « dans "maire.nom" ». */
export function unstorableMessage(found: Unstorable): string {
  if (!found.path) return found.reason;
  return `${found.reason.replace(/\.$/, '')} dans « ${found.path} ».`;
}

/** The refusal of this value, or null when it can be stored (see findUnstorable). */
export function unstorableError(value: unknown, maxNesting = MAX_NESTING): string | null {
  const found = findUnstorable(value, maxNesting);
  return found ? unstorableMessage(found) : null;
}

/** U+FFFD, the character Unicode gives for one that could not be read: what a file's unstorable text becomes. */
export const UNREADABLE_CHARACTER = '\uFFFD';

/**
 * Text read from an imported file (a register's cell, a GIS layer's attribute, an openCimetière value; issue 27),
 * with each NUL and lone surrogate replaced by U+FFFD. A file is not typing: the user cannot retype one cell of
 * it, so instead of refusing the whole file, its reader marks what it could not read, the text then goes
 * through the import's reports, remembered mappings and mutations without ever being a character PostgreSQL
 * refuses, and the line reader leaves a value holding the mark empty and says so on its line (rows.ts).
 */
export function replaceUnstorable(s: string): string {
  if (!SUSPECT.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += s.slice(i, i + 2);
      i++;
    } else out += code === 0 || (code >= 0xd800 && code <= 0xdfff) ? UNREADABLE_CHARACTER : s[i];
  }
  return out;
}

/** A grid of cells read from a file with replaceUnstorable on every text; the same grid when none needed it. */
export function storableGrid<C>(rows: C[][]): C[][] {
  const needs = (c: C) => typeof c === 'string' && SUSPECT.test(c);
  if (!rows.some((r) => r.some(needs))) return rows;
  return rows.map((r) => (r.some(needs) ? r.map((c) => (typeof c === 'string' ? (replaceUnstorable(c) as C) : c)) : r));
}
