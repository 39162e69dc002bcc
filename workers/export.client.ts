import { proxy, wrap } from 'comlink';
import type { ExportProgress, ExportRequest, ExportResult, ExportWorkerApi, TableExportRequest } from './export.types';
import type { ProcedureFileRequest } from './procedureFile';
import type { CompleteExportInput, CompleteExportResult } from './completeExport.build';

let api: ExportWorkerApi | null = null;

function workerApi(): ExportWorkerApi {
  if (!api) {
    const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'export' });
    api = wrap<ExportWorkerApi>(worker) as unknown as ExportWorkerApi;
  }
  return api;
}

/**
 * Builds an export in the worker (main thread when Worker is missing: slower, still correct) and returns the
 * file. The rows cross to the worker by structured clone: the joined rows are plain data.
 */
export async function buildExport(request: ExportRequest, onProgress?: ExportProgress): Promise<ExportResult> {
  if (typeof Worker !== 'function') {
    const { runExport } = await import('./export.run');
    return runExport(request, onProgress);
  }
  return workerApi().run(request, onProgress ? proxy(onProgress) : undefined);
}

/** Assembles the file of a procedure in the worker (main thread when Worker is missing) and returns its PDF. */
export async function buildProcedureFile(request: ProcedureFileRequest): Promise<Uint8Array> {
  if (typeof Worker !== 'function') {
    const { assembleProcedureFile } = await import('./procedureFile');
    return assembleProcedureFile(request);
  }
  return workerApi().assembleProcedureFile(request);
}

/** Exports a table the screen made (a register with its footnote) in the worker, or on the main thread without one. */
export async function buildTableExport(request: TableExportRequest): Promise<ExportResult> {
  if (typeof Worker !== 'function') {
    const { runTableExport } = await import('./export.run');
    return runTableExport(request);
  }
  return workerApi().runTable(request);
}

/** The complete export of a cemetery, built in the export worker (issue 15); the main thread when Worker is missing. */
export async function buildCompleteExportFile(input: CompleteExportInput, onProgress?: ExportProgress): Promise<CompleteExportResult> {
  if (typeof Worker !== 'function') {
    const { buildCompleteExport } = await import('./completeExport.build');
    return buildCompleteExport(input, onProgress);
  }
  return workerApi().runComplete(input, onProgress ? proxy(onProgress) : undefined);
}
