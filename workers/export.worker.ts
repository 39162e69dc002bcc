import '../src/platform/zodWithoutEval';
import { expose, transfer } from 'comlink';
import { runExport, runTableExport } from './export.run';
import { buildCompleteExport } from './completeExport.build';
import type { ExportWorkerApi } from './export.types';
import { assembleProcedureFile } from './procedureFile';

/**
 * The export worker: 10,000 rows laid out as PDF or zipped as .xlsx take seconds, which must not freeze the
 * screen (issue 6); so does merging the documents of a procedure's file (issue 12). The file's bytes are
 * transferred back, not copied.
 */
const api: ExportWorkerApi = {
  async run(request, onProgress) {
    const result = runExport(request, (fraction, step) => void onProgress?.(fraction, step));
    return transfer(result, [result.bytes.buffer as ArrayBuffer]);
  },
  async runTable(request) {
    const result = runTableExport(request);
    return transfer(result, [result.bytes.buffer as ArrayBuffer]);
  },
  async assembleProcedureFile(request) {
    const bytes = await assembleProcedureFile(request);
    return transfer(bytes, [bytes.buffer as ArrayBuffer]);
  },
  async runComplete(input, onProgress) {
    const result = buildCompleteExport(input, (fraction, step) => void onProgress?.(fraction, step));
    const buffers = [result.workbook.bytes.buffer, ...(result.zip ? [result.zip.bytes.buffer] : [])] as ArrayBuffer[];
    return transfer(result, buffers);
  },
};

expose(api);
