/**
 * A picture of a document, named by the SHA-256 of its bytes (a JPEG photo, a PNG signature): the renderer
 * asks for the bytes, so the content stays plain data. `sha256` null draws the caption alone (a refusal to sign).
 */
export interface DocumentImage {
  sha256: string | null;
  /** Lines under the picture: who signs, when and where a photo was taken. */
  caption: string[];
}

/**
 * A document to render, independent of the renderer: the device draws it as a PDF (jspdf), a test reads it
 * as data. Text blocks are paragraphs; table blocks are a header row and body rows of text; image blocks are
 * photos (two a row) or signatures (three a row, a small box each).
 */
export type DocumentBlock =
  | { kind: 'text'; heading?: string; lines: string[] }
  | { kind: 'table'; heading?: string; columns: string[]; rows: string[][] }
  | { kind: 'images'; heading?: string; style: 'photos' | 'signatures'; images: DocumentImage[] };

export interface DocumentContent {
  /** The document's name in the list, and its title. */
  title: string;
  /** Lines above the title: the town hall and the cemetery. */
  header: string[];
  blocks: DocumentBlock[];
  /** Signature lines, side by side at the bottom ('Le Maire', 'Le concessionnaire'). */
  signatures: string[];
  /**
   * The town hall's images as data URLs (src/domain/documents/mairie.ts): the coat of arms above the header,
   * the mayor's signature with stamp under the first signature line ('Le Maire').
   */
  images?: { logo: string | null; signature: string | null };
  /**
   * A letter's addressee, drawn where a window envelope shows it (right, 45 mm from the top, NF EN ISO 269 DL
   * window); absent for a deed.
   */
  recipient?: string[];
  /** Landscape for wide tables (the register). */
  landscape?: boolean;
  fileName: string;
  slug: string | null;
}

/** A file name made of letters, digits and dashes (no accent, no space), ending in .pdf. */
export function pdfFileName(...parts: Array<string | null | undefined>): string {
  const base = parts
    .filter((p): p is string => !!p && p.trim() !== '')
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'document'}.pdf`;
}

/** '1 234,50 €' with plain spaces (the PDF's standard fonts have no narrow no-break space). */
export function formatEuros(amount: number): string {
  const [int = '0', dec = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${amount < 0 ? '-' : ''}${grouped},${dec} €`;
}
