import { parseImportDate } from './dates';
import type { ImportField, ImportMapping } from './fields';
import type { DryRunLine, LineStatus } from './plan';
import { cleanText, normalizeText } from './text';
import { REASON_HEADER } from './rememberedMapping';
import type { Cell, RegisterLine } from './rows';

/**
 * The report an import leaves (issue 26 'The refusals vanish after the import'; DESIGN §8 'report (kept,
 * downloadable with the refused and partial lines)'). Each import that was carried out keeps, beside its counts,
 * the lines the secretary must take up: every refused line (with why) and every partial line, imported with
 * values left empty or uncertain (with what to check). Each keeps its original cells, so the secretary downloads
 * them as a workbook — the file's header row, the lines as they were, a last column 'Motif' — corrects it in
 * Excel and imports it again.
 *
 * Bounds: a cemetery keeps its last MAX_REPORTS_PER_ESPACE reports; a report keeps at most MAX_REPORT_LINES lines
 * and MAX_REPORT_CHARS characters of cells and reasons (the first lines of the file); beyond, the lines are only
 * counted (`omitted`) and the list of imports says so.
 */
export const MAX_REPORTS_PER_ESPACE = 50;
export const MAX_REPORT_LINES = 10_000;
export const MAX_REPORT_CHARS = 5_000_000;

export interface ReportLine {
  /** The line's number in the file (for a GeoJSON, the polygon's rank). */
  line: number;
  /** What the dry run said of it: 'refusé', or the status of a line imported with warnings. */
  status: LineStatus;
  /** Its cells as they were in the file, in the columns' order (a GeoJSON: the feature's attributes). */
  cells: Cell[];
  /** Why it was refused (details), or what to check (warnings). */
  reasons: string[];
}

/** A line the secretary must take up: refused, or imported with values left empty or uncertain. */
export const isLineToTakeUp = (l: DryRunLine): boolean => l.status === 'refusé' || l.warnings.length > 0;

/** 'Refusée : Numéro d’emplacement manquant.' or 'À vérifier : …': the 'Motif' cell of a line. */
export function reasonText(line: Pick<ReportLine, 'status' | 'reasons'>): string {
  const text = line.reasons.join(' ');
  return line.status === 'refusé' ? `Refusée : ${text}` : `À vérifier : ${text}`;
}

const charsOf = (cells: readonly Cell[], reasons: readonly string[]) =>
  cells.reduce<number>((n, c) => n + (c === null ? 0 : String(c).length), 0) + reasons.reduce((n, r) => n + r.length, 0);

/**
 * The lines to keep from a dry run, in the file's order, each with its cells (`cellsOf`, null when the line
 * cannot be found: it is then kept with no cells); past the bounds, only counted.
 */
export function reportLinesOf(lines: readonly DryRunLine[], cellsOf: (line: number) => Cell[] | null): { lines: ReportLine[]; omitted: number } {
  const kept: ReportLine[] = [];
  let chars = 0;
  let omitted = 0;
  for (const l of [...lines].filter(isLineToTakeUp).sort((a, b) => a.line - b.line)) {
    const reasons = l.status === 'refusé' ? l.details : l.warnings;
    const cells = cellsOf(l.line) ?? [];
    const size = charsOf(cells, reasons);
    if (kept.length >= MAX_REPORT_LINES || chars + size > MAX_REPORT_CHARS) {
      omitted += 1;
      continue;
    }
    chars += size;
    kept.push({ line: l.line, status: l.status, cells, reasons: [...reasons] });
  }
  return { lines: kept, omitted };
}

/** The fields that name a plot: a line with none of them may continue the plot above it (rows.ts). */
const PLOT_FIELDS: readonly ImportField[] = ['carre', 'allee', 'numero', 'carreNumero'];

const isEmpty = (cell: Cell | undefined) => cell === undefined || cleanText(cell) === null;

/**
 * The cells of a register's lines as the workbook gives them back (`lines`: the lines as the import read them,
 * rows.ts readRegisterLines; a line's number is its row in the sheet, 1 = first). A line that continued the
 * plot above it (a second deceased under merged plot cells: no plot cell of its own, a plot read all the same)
 * gets the plot cells of the line that named that plot: alone in the workbook, it would otherwise continue
 * whatever line comes before it there. A line refused for naming no plot keeps its empty plot cells.
 */
export function registerCellsOf(
  rows: ReadonlyArray<ReadonlyArray<Cell>>,
  headerRow: number,
  width: number,
  mapping: ImportMapping,
  /** Walked once: rows.ts registerLines, so that the lines of a large register are not held together (issue 26). */
  lines: Iterable<Pick<RegisterLine, 'line' | 'plot' | 'errors'>>,
): (line: number) => Cell[] | null {
  const plotColumns = mapping.flatMap((field, i) => (field !== null && PLOT_FIELDS.includes(field) ? [i] : []));
  const ownPlot = (row: ReadonlyArray<Cell>) => plotColumns.some((i) => !isEmpty(row[i]));
  // The row whose plot cells name each line's plot, following the reader's chain of continued lines.
  const plotRow = new Map<number, number>();
  let previous: number | null = null;
  for (const l of lines) {
    const row = rows[l.line - 1] ?? [];
    const source: number | null = ownPlot(row) ? l.line - 1 : l.plot.numero !== null ? previous : null;
    if (source !== null) plotRow.set(l.line, source);
    if (l.errors.length === 0) previous = source;
  }
  return (line) => {
    const row = rows[line - 1];
    if (!row || line - 1 <= headerRow) return null;
    const cells: Cell[] = Array.from({ length: width }, (_, i) => row[i] ?? null);
    const source = plotRow.get(line);
    if (source !== undefined && source !== line - 1) for (const i of plotColumns) cells[i] = rows[source]?.[i] ?? null;
    return cells;
  };
}

const isReasonHeader = (header: string) => normalizeText(header) === normalizeText(REASON_HEADER);

/**
 * The workbook's one sheet: the file's header row then each kept line's cells, and a last column 'Motif';
 * `fields` gives each column's field in the mapping the import used (null for 'Motif'). A column 'Motif' of
 * the file (a workbook taken up a second time) gives way to the new one. An empty text (a CSV's empty cell) is
 * an empty cell.
 */
export function reportSheet(headers: readonly string[], mapping: ImportMapping, lines: readonly ReportLine[]): { rows: Cell[][]; fields: Array<ImportField | null> } {
  const keep = headers.flatMap((h, i) => (isReasonHeader(h) ? [] : [i]));
  return {
    rows: [
      [...keep.map((i) => headers[i] ?? ''), REASON_HEADER],
      ...lines.map((l) => [...keep.map((i) => (l.cells[i] === '' ? null : (l.cells[i] ?? null))), reasonText(l)]),
    ],
    fields: [...keep.map((i) => mapping[i] ?? null), null],
  };
}

/**
 * Whether a cell of the workbook is shown as a date: a number in a column mapped to a date (fields named date…)
 * that the import reads as an Excel date serial, not a year (dates.ts). Only how Excel shows it: the number
 * itself is written back unchanged, and read the same on the next import.
 */
export function isDateSerialCell(field: ImportField | null | undefined, cell: Cell): boolean {
  if (typeof cell !== 'number' || !field?.startsWith('date')) return false;
  const read = parseImportDate(cell);
  return read !== null && read.ok && read.date.jour !== null;
}
