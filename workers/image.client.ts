import { wrap } from 'comlink';
import type { CompressedPhoto, ImageWorkerApi } from './image.types';

/**
 * Main-thread API of the image worker. Where Worker (or OffscreenCanvas, which the compression needs inside
 * a worker) is missing, the same code runs on the main thread, slower but correct.
 */

let remote: ImageWorkerApi | null = null;

function workerApi(): ImageWorkerApi | null {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  remote ??= wrap<ImageWorkerApi>(new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module', name: 'image' })) as unknown as ImageWorkerApi;
  return remote;
}

/** Compresses one photo in the worker; its EXIF date and position are read before compression. */
export async function compressImage(file: Blob, name: string): Promise<CompressedPhoto> {
  const api = workerApi();
  if (api) return api.compress(file, name);
  return compressOnMainThread(file, name);
}

/** The same compression on the main thread: the fallback, and the baseline of bench/compression.bench.ts. */
export async function compressOnMainThread(file: Blob, name: string): Promise<CompressedPhoto> {
  const { compressPhoto } = await import('./image.compress');
  return compressPhoto(file, name);
}
