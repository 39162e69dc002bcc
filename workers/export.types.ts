import type { CompleteExportInput, CompleteExportResult } from './completeExport.build';
import type { ExportFormat, ListKind } from '../src/domain/export';
import type { ListRow } from '../src/domain/filters';

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

export interface ExportResult {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/** Progress from 0 to 1 with what is being done, shown by the screen. */
export type ExportProgress = (fraction: number, step: string) => void;

export interface ExportWorkerApi {
  run(request: ExportRequest, onProgress?: ExportProgress): Promise<ExportResult>;
  /** The complete export of a cemetery (issue 15): workbook and ZIP (completeExport.build.ts). */
  runComplete(input: CompleteExportInput, onProgress?: ExportProgress): Promise<CompleteExportResult>;
}
