import { utils, write, type WorkBook } from '@e965/xlsx';
import { EXPORT_MIME, LIST_COLUMNS, LIST_TITLES, SHEET_FORMATS, exportFileName, toCsv, toSheetBody, toTable, type ColumnDef, type SheetCell } from '../src/domain/export';
import { formatFrDate } from '../src/domain/dates';
import type { ListRow } from '../src/domain/filters';
import { pdfExport } from './export.pdf';
import type { ExportProgress, ExportRequest, ExportResult, TableExportRequest } from './export.types';

/** Cells of the rows, in chunks so progress can be told on 10,000 rows. */
function cells(request: ExportRequest, onProgress: ExportProgress): { headers: string[]; body: string[][] } {
  const columns = LIST_COLUMNS[request.kind] as unknown as ColumnDef<ListRow>[];
  const ctx = { today: request.today };
  const body: string[][] = [];
  const chunk = 1000;
  for (let i = 0; i < request.rows.length; i += chunk) {
    body.push(...toTable(request.rows.slice(i, i + chunk), columns, ctx).body);
    onProgress((0.3 * Math.min(i + chunk, request.rows.length)) / Math.max(request.rows.length, 1), 'Préparation des lignes');
  }
  return { headers: columns.map((c) => c.header), body };
}

/** The workbook: texts as in the CSV, but full dates and numbers as typed cells (sheetBody) so Excel sorts and filters them. */
function xlsx(title: string, headers: string[], body: string[][], sheetBody: (string | SheetCell)[][]): Uint8Array {
  const sheet = utils.aoa_to_sheet([headers, ...sheetBody]);
  // Column widths from the longest text (a typed cell shows as its text), so the file opens readable without resizing.
  sheet['!cols'] = headers.map((h, i) => ({ wch: Math.min(40, Math.max(h.length, ...body.slice(0, 500).map((r) => (r[i] ?? '').length)) + 2) }));
  const book = utils.book_new();
  // The number formats the cells use, with ids from 164: Excel reserves lower ids for its built-in formats,
  // where SheetJS would otherwise pick free ones from 60 (and declare its own Asian built-ins beside them).
  (book as WorkBook & { SSF: Record<number, string> }).SSF = { 0: 'General', ...Object.fromEntries(SHEET_FORMATS.map((z, i) => [164 + i, z])) };
  // Sheet names are limited to 31 characters and some punctuation.
  utils.book_append_sheet(book, sheet, title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

function pdf(title: string, request: Pick<ExportRequest, 'cemetery' | 'today'>, headers: string[], body: string[][], onProgress: ExportProgress, footnote?: string): Uint8Array {
  const heading = `${title} - ${request.cemetery} - ${formatFrDate(request.today)}`;
  return pdfExport(footnote ? { heading, headers, body, footnote } : { heading, headers, body }, onProgress, 0.3, 0.65);
}

/**
 * Builds one export on the device (issue 6): the same columns as the screen, dates DD/MM/YYYY, French
 * headers; CSV with BOM and ';', an .xlsx workbook (full dates and numbers as typed cells), or an A4
 * landscape PDF with a title, the header row on every page and page numbers (export.pdf.ts). Runs in the export worker; the tests call it directly.
 */
export function runExport(request: ExportRequest, onProgress: ExportProgress = () => undefined): ExportResult {
  const title = LIST_TITLES[request.kind];
  const { headers, body } = cells(request, onProgress);
  let bytes: Uint8Array;
  if (request.format === 'csv') bytes = new TextEncoder().encode(toCsv(headers, body));
  else if (request.format === 'xlsx') {
    onProgress(0.5, 'Écriture du classeur Excel');
    const columns = LIST_COLUMNS[request.kind] as unknown as ColumnDef<ListRow>[];
    bytes = xlsx(title, headers, body, toSheetBody(request.rows, columns, { today: request.today }, body));
  } else bytes = pdf(title, request, headers, body, onProgress);
  onProgress(1, 'Terminé');
  return { fileName: exportFileName(title, request.today, request.format), mime: EXPORT_MIME[request.format], bytes };
}

/**
 * Exports a table whose cells the screen already made (a register of few rows, such as the R2223-17 list of
 * issue 12), in the same PDF and workbook layouts as the lists, with its footnote at the foot of every PDF page
 * and under the workbook's rows.
 */
export function runTableExport(request: TableExportRequest, onProgress: ExportProgress = () => undefined): ExportResult {
  const { title, headers, body, footnote } = request;
  let bytes: Uint8Array;
  if (request.format === 'xlsx') bytes = xlsx(title, headers, [...body, [], [footnote]], [...request.sheetBody, [], [footnote]]);
  else if (request.format === 'csv') bytes = new TextEncoder().encode(toCsv(headers, [...body, [], [footnote]]));
  else bytes = pdf(title, request, headers, body, onProgress, footnote);
  onProgress(1, 'Terminé');
  return { fileName: exportFileName(title, request.today, request.format), mime: EXPORT_MIME[request.format], bytes };
}
