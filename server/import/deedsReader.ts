import { unzipSync } from 'fflate';
import { deedsRefusal, MAX_DEED_BYTES, MAX_DEEDS_ENTRIES, MAX_DEEDS_INFLATE_RATIO, MAX_DEEDS_INFLATED_BYTES, type DeedsRefusal } from './deedsLimits';

/**
 * Reads a ZIP of scanned deeds (issue 16), in a worker thread (deeds.service.ts). Every entry's header is
 * checked before anything is inflated (sizes, ratio: a zip bomb is refused whole); then the PDFs are inflated,
 * and the other entries are skipped and listed with their reason: folders and system files silently, names
 * that climb out of the archive ('../', absolute paths) and files that are not PDFs (by their bytes, not
 * their name) visibly. Nothing is ever written to disk under an entry's name.
 */
export interface DeedFile {
  name: string;
  bytes: Uint8Array;
}
export interface SkippedEntry {
  name: string;
  reason: string;
}
export type DeedsReadResult = { ok: true; pdfs: DeedFile[]; skipped: SkippedEntry[] } | DeedsRefusal;

export const SKIP_TRAVERSAL = 'Nom de fichier dangereux (chemin hors de l’archive) : ignoré.';
export const SKIP_NOT_PDF = 'Ce fichier n’est pas un PDF : ignoré.';
export const SKIP_TOO_LARGE = 'PDF trop volumineux (50 Mo au maximum) : ignoré.';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const isSystemEntry = (name: string) => name.endsWith('/') || /(^|\/)(__MACOSX|\.DS_Store|Thumbs\.db|desktop\.ini)(\/|$)/i.test(name);
const climbs = (name: string) => /^([a-zA-Z]:)?[\\/]/.test(name) || name.split(/[\\/]/).some((part) => part === '..') || name.includes('\0');

/** A readable name for the lists: control characters replaced, at most 200 characters. */
const shown = (name: string) => [...name].map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? '?' : ch)).join('').slice(0, 200);

export function readDeeds(bytes: Uint8Array): DeedsReadResult {
  if (bytes.byteLength === 0) return deedsRefusal('empty');
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) return deedsRefusal('notZip');
  const headers: Array<{ name: string; size: number; originalSize: number }> = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        headers.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch {
    return deedsRefusal('notZip');
  }
  if (headers.length > MAX_DEEDS_ENTRIES) return deedsRefusal('tooManyEntries');
  let total = 0;
  for (const h of headers) {
    total += h.originalSize;
    if (total > MAX_DEEDS_INFLATED_BYTES || (h.size > 0 && h.originalSize / h.size > MAX_DEEDS_INFLATE_RATIO && h.originalSize > 1024 * 1024)) return deedsRefusal('bomb');
  }
  const skipped: SkippedEntry[] = [];
  const wanted = new Set<string>();
  for (const h of headers) {
    if (isSystemEntry(h.name)) continue;
    if (climbs(h.name)) skipped.push({ name: shown(h.name), reason: SKIP_TRAVERSAL });
    else if (!/\.pdf$/i.test(h.name)) skipped.push({ name: shown(h.name), reason: SKIP_NOT_PDF });
    else if (h.originalSize > MAX_DEED_BYTES) skipped.push({ name: shown(h.name), reason: SKIP_TOO_LARGE });
    else wanted.add(h.name);
  }
  let inflated: Record<string, Uint8Array>;
  try {
    inflated = unzipSync(bytes, { filter: (file) => wanted.has(file.name) });
  } catch {
    return deedsRefusal('notZip');
  }
  const pdfs: DeedFile[] = [];
  for (const name of [...wanted].sort((a, b) => a.localeCompare(b, 'fr'))) {
    const data = inflated[name];
    if (!data || data.byteLength > MAX_DEED_BYTES) skipped.push({ name: shown(name), reason: SKIP_TOO_LARGE });
    else if (!PDF_MAGIC.every((b, i) => data[i] === b)) skipped.push({ name: shown(name), reason: SKIP_NOT_PDF });
    else pdfs.push({ name: shown(name), bytes: data });
  }
  if (pdfs.length === 0 && skipped.length === 0) return deedsRefusal('noPdf');
  return { ok: true, pdfs, skipped };
}
