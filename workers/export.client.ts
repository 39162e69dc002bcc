import { proxy, wrap } from 'comlink';
import type { ExportProgress, ExportRequest, ExportResult, ExportWorkerApi } from './export.types';

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

/** Hands a file to the browser's download (works offline: the bytes never leave the device). */
export function downloadFile(result: ExportResult): void {
  const url = URL.createObjectURL(new Blob([result.bytes as BlobPart], { type: result.mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = result.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: Chromium reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
