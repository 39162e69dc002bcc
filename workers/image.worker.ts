import { expose } from 'comlink';
import { compressPhoto } from './image.compress';
import type { ImageWorkerApi } from './image.types';

/**
 * The image worker: decoding and re-encoding a 12-megapixel photo takes hundreds of milliseconds, which would
 * freeze the sheet under the user's finger on the main thread.
 */
const api: ImageWorkerApi = {
  compress: (file, name) => compressPhoto(file, name),
};

expose(api);
