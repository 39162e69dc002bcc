import type { CompleteExportInput, CompleteExportResult } from './completeExport.build';
import type { ExportFormat, ListKind, SheetCell } from '../src/domain/export';
import type { ListRow } from '../src/domain/filters';
import type { ProcedureFileRequest } from './procedureFile';

/** One export asked of the worker: rows of one list (already filtered, sorted or selected by the screen). */
export interface ExportRequest {
  kind: ListKind;
  rows: ListRow[];
  format: ExportFormat;
  /** The cemetery's name, in the PDF title. */
  cemetery: string;
  /** The cemetery's date, YYYY-MM-DD: the title's date and the file name. */
  today: string;
}

/** A table the screen made itself (few rows): its cells, typed cells for the workbook, and a footnote. */
export interface TableExportRequest {
  title: string;
  headers: string[];
  body: string[][];
  /** The body with full dates and numbers as typed cells (toSheetBody). */
  sheetBody: (string | SheetCell)[][];
  footnote: string;
  format: ExportFormat;
  cemetery: string;
  today: string;
}

export interface ExportResult {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/** Progress from 0 to 1 with what is being done, shown by the screen. */
export type ExportProgress = (fraction: number, step: string) => void;

export interface ExportWorkerApi {
  run(request: ExportRequest, onProgress?: ExportProgress): Promise<ExportResult>;
  runTable(request: TableExportRequest): Promise<ExportResult>;
  /** The file of a procedure as one PDF (issue 12): its bytes. */
  assembleProcedureFile(request: ProcedureFileRequest): Promise<Uint8Array>;
  /** The complete export of a cemetery (issue 15): workbook and ZIP (completeExport.build.ts). */
  runComplete(input: CompleteExportInput, onProgress?: ExportProgress): Promise<CompleteExportResult>;
}
