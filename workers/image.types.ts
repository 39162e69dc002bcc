/** Messages of the image worker (comlink), shared by the worker and its main-thread API. */

export interface CompressedPhoto {
  blob: Blob;
  /** The stored name: the original's with a .jpg extension (the output is always JPEG). */
  name: string;
  /** EXIF DateTimeOriginal of the original, ISO; null when absent. */
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
  originalSize: number;
}

export interface ImageWorkerApi {
  compress(file: Blob, name: string): Promise<CompressedPhoto>;
}
