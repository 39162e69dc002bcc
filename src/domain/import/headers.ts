import { IMPORT_FIELD_NAMES, IMPORT_FIELDS, type ImportField, type ImportMapping } from './fields';
import { splitCarreNumero, type Cell } from './registerValues';
import { cleanText, normalizeText } from './text';

/**
 * Guesses the field of each column from its header (spec 000 §2.8 'Excel update': the user then confirms or
 * changes it). A header equal to a synonym wins over one that merely contains it ('Date de décès' is a death
 * date, not a deceased's name), the longest synonym wins among those contained, and each field goes to one
 * column only, the first that claims it best. When the columns' values are given (issue 26), they correct the
 * guess: a column of file paths or links is never proposed (three people were once created named after a
 * PDF), a plot number column holding 'F131' is proposed as carré and number together when no carré column
 * exists, a first-name column makes the name column beside it a family name, and an ambiguous 'Prénom' or
 * 'Civilité' goes with the name column it stands next to.
 */
export function guessMapping(headers: readonly string[], values?: ReadonlyArray<ReadonlyArray<Cell>>): ImportMapping {
  const candidates: Array<{ column: number; field: ImportField; score: number }> = [];
  headers.forEach((header, column) => {
    const text = normalizeText(header);
    if (text === '' || looksLikeFiles(values?.[column])) return;
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
  pairWithNeighbours(headers, mapping);
  if (values) carreNumeroByValues(mapping, values);
  // 'Nom du défunt' beside 'Prénom': the name column holds the family name only.
  const full = mapping.indexOf('defunt');
  if (full >= 0 && mapping.includes('defuntPrenom') && !mapping.includes('defuntNom')) mapping[full] = 'defuntNom';
  return mapping;
}

/** 1000 + length for an exact header, the synonym's length when the header holds it as whole words, else 0. */
function matchScore(header: string, synonym: string): number {
  if (header === synonym) return 1000 + synonym.length;
  // One-letter synonyms ('n') only count exactly: 'n' is in too many headers.
  if (synonym.length < 3) return 0;
  return ` ${header} `.includes(` ${synonym} `) ? synonym.length : 0;
}

const HOLDER_FIELDS: ReadonlySet<ImportField> = new Set(['concessionnaire', 'concessionnairePrenom', 'concessionnaireCivilite', 'adresse', 'codePostal', 'ville', 'telephone', 'email']);
/** A plain 'Prénom' or 'Civilité' header: the deceased's field, and the holder's. */
const AMBIGUOUS: Record<string, [ImportField, ImportField]> = {
  prenom: ['defuntPrenom', 'concessionnairePrenom'],
  prenoms: ['defuntPrenom', 'concessionnairePrenom'],
  civilite: ['defuntCivilite', 'concessionnaireCivilite'],
  civ: ['defuntCivilite', 'concessionnaireCivilite'],
};

/**
 * A plain 'Prénom' or 'Civilité' header belongs to the name it stands next to: the holder's when its nearest
 * named column (left first, then right) is the holder's name or address, else the deceased's; a register with
 * both blocks gets one of each.
 */
function pairWithNeighbours(headers: readonly string[], mapping: ImportMapping): void {
  const ambiguous = headers.map((h) => AMBIGUOUS[normalizeText(h)] ?? null);
  ambiguous.forEach((pair, column) => {
    if (pair) mapping[column] = null;
  });
  ambiguous.forEach((pair, column) => {
    if (!pair) return;
    const left = mapping.slice(0, column).reverse().find((f) => f !== null && !Object.values(AMBIGUOUS).flat().includes(f)) ?? null;
    const right = mapping.slice(column + 1).find((f) => f !== null) ?? null;
    const near = left ?? right;
    const [deceased, holder] = pair;
    const field = near !== null && HOLDER_FIELDS.has(near) ? holder : deceased;
    if (!mapping.includes(field)) mapping[column] = field;
  });
}

/** Paths, links and file names: '\\serveur\actes\A12.pdf', 'https://…', 'actes/A-12.pdf', 'photo.jpg'. */
const FILE_LIKE = /^(?:https?:\/\/|www\.|[a-z]:[\\/]|\\\\|\.{0,2}\/[^\s])|\.(?:pdf|jpe?g|png|gif|tiff?|bmp|heic|docx?|odt|xlsx?|ods|csv|txt|zip)$/i;

/** At least half of the column's filled cells look like files or links. */
function looksLikeFiles(column: ReadonlyArray<Cell> | undefined): boolean {
  if (!column) return false;
  const filled = column.map((c) => cleanText(c)).filter((c): c is string => c !== null);
  if (filled.length === 0) return false;
  return filled.filter((c) => FILE_LIKE.test(c)).length * 2 >= filled.length;
}

/** A 'numero' column whose values are mostly 'F131' (a letter and a number) and no carré column: carré and number together. */
function carreNumeroByValues(mapping: ImportMapping, values: ReadonlyArray<ReadonlyArray<Cell>>): void {
  const index = mapping.indexOf('numero');
  if (index < 0 || mapping.includes('carre') || mapping.includes('carreNumero')) return;
  const filled = (values[index] ?? []).map((c) => cleanText(c)).filter((c): c is string => c !== null);
  if (filled.length === 0) return;
  const split = filled.filter((c) => {
    const ref = splitCarreNumero(c);
    return ref !== null && ref !== 'unreadable' && ref.carre !== null;
  });
  if (split.length * 5 >= filled.length * 4) mapping[index] = 'carreNumero';
}

/** The first `limit` values of each column below the header row, for guessMapping. */
export function columnValues(rows: ReadonlyArray<ReadonlyArray<Cell>>, headerRow: number, width: number, limit = 200): Cell[][] {
  const columns: Cell[][] = Array.from({ length: width }, () => []);
  for (let r = headerRow + 1; r < rows.length && r <= headerRow + limit; r += 1) {
    const row = rows[r] ?? [];
    for (let c = 0; c < width; c += 1) columns[c]!.push(row[c] ?? null);
  }
  return columns;
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
