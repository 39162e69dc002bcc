/** Text as a register holds it: accents, case, non-breaking spaces and punctuation vary from one secretary to the next. */

/** Lower case, no accents, letters and digits separated by single spaces: 'N° d'Allée' → 'n d allee'. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Collapses inner white space (line breaks of a merged cell included) and trims; empty becomes null. */
export function cleanText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * The key a plot's carré, allée or numéro is matched on: case, accents and spacing aside, and a purely numeric
 * value without its leading zeros ('007' and '7' are the same plot).
 */
export function plotPartKey(value: string | null): string {
  if (value === null) return '';
  const text = normalizeText(value);
  return /^\d+$/.test(text) ? String(Number(text)) : text;
}

/** A number written the French way: '2,50', '2.5 m²', '30 ans'; null when there is no number. */
export function parseFrenchNumber(value: string | number | null): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = /-?\d+(?:[.,]\d+)?/.exec(value.replace(/\s/g, ''));
  if (!match) return null;
  const n = Number(match[0].replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
