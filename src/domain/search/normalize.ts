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

/**
 * Folds a whole text at once (a field of a document or a query), before it is split into words: most texts are
 * plain ASCII and only need lower case, which keeps building the index of a large cemetery cheap.
 */
export function foldText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u007f]*$/.test(text) ? text.toLowerCase() : foldTerm(text);
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Splits on anything that is not a letter or a digit (spaces, hyphens of compound names, slashes of labels).
 * A loop over the characters: a Unicode-aware split was the main cost of building the index.
 */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const isWord = c < 128 ? (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) : WORD_CHAR.test(text[i] as string) || (c >= 0xd800 && c <= 0xdfff);
    if (isWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(text.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) words.push(text.slice(start));
  return words;
}
