import imageCompression from 'browser-image-compression';
import exifr from 'exifr';
import type { CompressedPhoto } from './image.types';

/**
 * Photo compression shared by the worker and its main-thread fallback. The EXIF date and GPS position are
 * read from the original BEFORE compressing: the canvas re-encode drops every EXIF tag.
 */

/** Long side about 2,048 px and a few hundred KB: readable on the sheet, light to sync over a weak network. */
export const COMPRESSION = { maxWidthOrHeight: 2048, maxSizeMB: 0.4, initialQuality: 0.82 } as const;

async function readExif(file: Blob): Promise<Pick<CompressedPhoto, 'takenAt' | 'latitude' | 'longitude'>> {
  try {
    const tags = (await exifr.parse(file, { pick: ['DateTimeOriginal', 'CreateDate'], gps: true })) as
      | { DateTimeOriginal?: Date; CreateDate?: Date; latitude?: number; longitude?: number }
      | undefined;
    const date = tags?.DateTimeOriginal ?? tags?.CreateDate;
    return {
      takenAt: date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
      latitude: typeof tags?.latitude === 'number' && Number.isFinite(tags.latitude) ? tags.latitude : null,
      longitude: typeof tags?.longitude === 'number' && Number.isFinite(tags.longitude) ? tags.longitude : null,
    };
  } catch {
    // A photo without readable EXIF is still a photo: it is kept without date or position.
    return { takenAt: null, latitude: null, longitude: null };
  }
}

/** Reads the EXIF facts, then compresses to JPEG. `useWebWorker` is false: this code already runs where it should. */
export async function compressPhoto(file: Blob, name: string): Promise<CompressedPhoto> {
  const exif = await readExif(file);
  const input = file instanceof File ? file : new File([file], name, { type: file.type || 'image/jpeg' });
  const blob = await imageCompression(input, { ...COMPRESSION, useWebWorker: false, fileType: 'image/jpeg' });
  const jpegName = name.replace(/\.(png|jpe?g)$/i, '') + '.jpg';
  return { blob: new Blob([blob], { type: 'image/jpeg' }), name: jpegName, ...exif, originalSize: file.size };
}
