/**
 * File names inside the complete export's ZIP (issue 15): every photo and document named after its plot,
 * 'Carré A - Allée 2 - N° 1 - photo 1.jpg', safe on Windows, macOS and Linux and on a USB key.
 */

const FORBIDDEN = /[\\/:*?"<>|]/g;
/** Control characters (U+0000 to U+001F, U+007F): never in a file name. */
const isControl = (ch: string) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127;
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
const MAX_STEM = 120;

/** A name without path separators, control characters or characters Windows refuses; never empty. */
export function safeFileStem(text: string): string {
  let stem = [...text.normalize('NFC')].map((ch) => (isControl(ch) ? ' ' : ch)).join('').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  // Windows drops trailing dots and spaces; a leading dot hides the file on macOS and Linux.
  stem = stem.replace(/^[.\s]+|[.\s]+$/g, '');
  if (stem.length > MAX_STEM) stem = stem.slice(0, MAX_STEM).trim();
  if (!stem) stem = 'fichier';
  return RESERVED.test(stem) ? `_${stem}` : stem;
}

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The extension of a file: from its type, else from its name, else 'bin'. */
export function fileExtension(mime: string | null | undefined, nom: string | null | undefined): string {
  const fromMime = mime ? MIME_EXTENSIONS[mime.toLowerCase()] : undefined;
  if (fromMime) return fromMime;
  const m = /\.([a-z0-9]{1,5})$/i.exec(nom ?? '');
  return m?.[1]?.toLowerCase() ?? 'bin';
}

/** A name's stem without its extension ('acte.pdf' → 'acte'). */
export function withoutExtension(nom: string): string {
  return nom.replace(/\.[a-z0-9]{1,5}$/i, '');
}

/**
 * Hands out unique paths in the ZIP: a second 'x.jpg' in a folder becomes 'x (2).jpg'. Case-insensitive,
 * as Windows and macOS file systems are.
 */
export class ZipNames {
  private readonly taken = new Set<string>();

  claim(folder: string, stem: string, extension: string): string {
    const base = safeFileStem(stem);
    for (let n = 1; ; n += 1) {
      const path = `${folder}/${n === 1 ? base : `${base} (${n})`}.${extension}`;
      if (!this.taken.has(path.toLowerCase())) {
        this.taken.add(path.toLowerCase());
        return path;
      }
    }
  }
}
