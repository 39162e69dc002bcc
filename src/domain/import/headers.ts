import { IMPORT_FIELD_NAMES, IMPORT_FIELDS, type ImportField, type ImportMapping } from './fields';
import { normalizeText } from './text';

/**
 * Guesses the field of each column from its header (spec 000 §2.8 'Excel update': the user then confirms or
 * changes it). A header equal to a synonym wins over one that merely contains it ('Date de décès' is a death
 * date, not a deceased's name), the longest synonym wins among those contained, and each field goes to one
 * column only, the first that claims it best.
 */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const candidates: Array<{ column: number; field: ImportField; score: number }> = [];
  headers.forEach((header, column) => {
    const text = normalizeText(header);
    if (text === '') return;
    let best: { field: ImportField; score: number } | null = null;
    for (const field of IMPORT_FIELD_NAMES) {
      for (const synonym of IMPORT_FIELDS[field].synonyms) {
        const score = matchScore(text, synonym);
        if (score > 0 && (!best || score > best.score)) best = { field, score };
      }
    }
    if (best) candidates.push({ column, ...best });
  });
  const mapping: ImportMapping = headers.map(() => null);
  const taken = new Set<ImportField>();
  for (const c of candidates.sort((a, b) => b.score - a.score || a.column - b.column)) {
    if (taken.has(c.field)) continue;
    taken.add(c.field);
    mapping[c.column] = c.field;
  }
  return mapping;
}

/** 1000 + length for an exact header, the synonym's length when the header holds it as whole words, else 0. */
function matchScore(header: string, synonym: string): number {
  if (header === synonym) return 1000 + synonym.length;
  // One-letter synonyms ('n') only count exactly: 'n' is in too many headers.
  if (synonym.length < 3) return 0;
  return ` ${header} `.includes(` ${synonym} `) ? synonym.length : 0;
}

/**
 * The header row of a sheet: the first of its first rows with at least two cells that name a field (a
 * register often starts with a title line, 'Registre du cimetière communal', and a blank line).
 */
export function findHeaderRow(rows: ReadonlyArray<ReadonlyArray<string | number | null>>, lookAhead = 10): number {
  for (let i = 0; i < Math.min(rows.length, lookAhead); i += 1) {
    const headers = (rows[i] ?? []).map((cell) => (cell === null ? '' : String(cell)));
    if (guessMapping(headers).filter((f) => f !== null).length >= 2) return i;
  }
  return 0;
}
