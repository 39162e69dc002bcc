import type { ExportFormat, ListKind } from '../src/domain/export';
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

export interface ExportResult {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/** Progress from 0 to 1 with what is being done, shown by the screen. */
export type ExportProgress = (fraction: number, step: string) => void;

export interface ExportWorkerApi {
  run(request: ExportRequest, onProgress?: ExportProgress): Promise<ExportResult>;
  /** The file of a procedure as one PDF (issue 12): its bytes. */
  assembleProcedureFile(request: ProcedureFileRequest): Promise<Uint8Array>;
}
