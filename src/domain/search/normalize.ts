/**
 * Folds a term for search and comparison: lower case, accents and ligatures removed, so that 'Lefèvre',
 * 'lefevre' and 'LEFEVRE' are the same word (issue 6; French names carry accents inconsistently in
 * old registers).
 */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** Splits on anything that is not a letter or a digit (spaces, hyphens of compound names, slashes of labels). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
