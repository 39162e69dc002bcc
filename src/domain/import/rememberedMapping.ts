import { isImportField, type ImportField, type ImportMapping } from './fields';
import { normalizeText } from './text';

/**
 * A cemetery's last mapping (issue 26 'The mapping is forgotten'; DESIGN §8 'a mapping proposed then
 * remembered per cemetery'). Proposed afresh at each import, the mapping of a corrected register would again
 * send its name column to the full-name field and drop every first name. So the mapping of the last import that
 * succeeded is kept for the cemetery and the kind of file, as each column's header → the field the user chose
 * (or null for 'Ne pas importer': a column set aside is remembered too), and the next import proposes it.
 *
 * - A header is compared as the import compares text (text.ts normalizeText): case, accents and punctuation
 *   aside. A header that comes back twice in one file ('Nom' of the holder, 'Nom' of the deceased) is told apart
 *   by its rank: the second is remembered as 'nom #2'.
 * - A column without a header ('Colonne 3', as the preview names it) is never remembered: its place in the file
 *   is not its meaning.
 * - A remembered header gets its remembered field; any other column gets the guess (headers.ts guessMapping),
 *   unless a remembered column already has that field (one field goes to one column).
 * - The reason column that ends a report's workbook ('Motif', importReport.ts) is never imported, whatever
 *   was remembered or guessed: a re-imported workbook's reasons are not data.
 */
export type RememberedMapping = Readonly<Record<string, ImportField | null>>;

/** The last column of the workbook of lines to take up (importReport.ts): why each line was refused or is to check. */
export const REASON_HEADER = 'Motif';

export interface ProposedMapping {
  mapping: ImportMapping;
  /** For each column: its field comes from the last import ('comme au dernier import'), not from the guess. */
  fromMemory: boolean[];
}

const GENERATED_HEADER = /^colonne \d+$/;

const isReasonHeader = (header: string) => normalizeText(header) === normalizeText(REASON_HEADER);

/** The key each column is remembered under, or null for a column without a header of its own. */
export function columnKeys(headers: readonly string[]): Array<string | null> {
  const seen = new Map<string, number>();
  return headers.map((header) => {
    const text = normalizeText(header);
    if (text === '' || GENERATED_HEADER.test(text)) return null;
    const rank = (seen.get(text) ?? 0) + 1;
    seen.set(text, rank);
    return rank === 1 ? text : `${text} #${rank}`;
  });
}

/** What an import that succeeded leaves to remember: each column's key → its field (null: not imported). */
export function rememberMapping(headers: readonly string[], mapping: ImportMapping): Record<string, ImportField | null> {
  const out: Record<string, ImportField | null> = {};
  columnKeys(headers).forEach((key, i) => {
    if (key === null || isReasonHeader(headers[i] ?? '')) return;
    const field = mapping[i] ?? null;
    out[key] = isImportField(field) ? field : null;
  });
  return out;
}

/** The remembered field of a key: undefined when the key was not remembered (or names a field that is no more). */
function recall(remembered: RememberedMapping | null, key: string | null): ImportField | null | undefined {
  if (remembered === null || key === null || !Object.hasOwn(remembered, key)) return undefined;
  const field = remembered[key];
  if (field === null) return null;
  return isImportField(field) ? field : undefined;
}

/** The mapping proposed for a file: remembered where its headers were seen, guessed elsewhere (rules above). */
export function proposeMapping(headers: readonly string[], guess: ImportMapping, remembered: RememberedMapping | null): ProposedMapping {
  const keys = columnKeys(headers);
  const mapping: ImportMapping = headers.map(() => null);
  const fromMemory = headers.map(() => false);
  const taken = new Set<ImportField>();
  headers.forEach((header, i) => {
    if (isReasonHeader(header)) return;
    const field = recall(remembered, keys[i] ?? null);
    if (field === undefined) return;
    mapping[i] = field;
    fromMemory[i] = true;
    if (field) taken.add(field);
  });
  headers.forEach((header, i) => {
    if (fromMemory[i] || isReasonHeader(header)) return;
    const field = guess[i] ?? null;
    mapping[i] = field !== null && isImportField(field) && !taken.has(field) ? field : null;
  });
  return { mapping, fromMemory };
}
