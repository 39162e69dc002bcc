import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { formatFrDate } from '../src/domain/dates';
import {
  layoutProcedureFile, type FilePart, type ProcedureFileCover, type ProcedureFileStep, type TocLine,
} from '../src/domain/documents/procedureFile';

/** A4 portrait, in PDF points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TOC_LEADING = 19;

/** The bytes of one document as the device holds them; absent: not on this device. */
export interface FileBytes {
  bytes: Uint8Array;
  mime: string;
}

export interface ProcedureFileRequest {
  cover: ProcedureFileCover;
  steps: ProcedureFileStep[];
  /** The day of assembly, YYYY-MM-DD (the table of contents is dated with it). */
  today: string;
  /** Title of the PDF and the running footer ('Renouvellement — famille Martin'). */
  footer: string;
  files: Record<string, FileBytes>;
}

/** What a document became: a PDF to copy pages from, an image for a full page, or why it cannot be included. */
type Source = { kind: 'pdf'; doc: PDFDocument; pages: number } | { kind: 'image'; bytes: Uint8Array; format: 'png' | 'jpg' } | { kind: 'missing'; reason: string };

const MSG_ABSENT = "Ce document n'est pas sur cet appareil : reconnectez-vous, ouvrez la procédure puis constituez à nouveau le dossier pour l'inclure.";
const MSG_ILLISIBLE = "Ce document n'a pas pu être lu : il n'est pas inclus. Consultez-le depuis la liste des documents de la concession.";
const MSG_FORMAT = "Ce document n'est ni un PDF ni une image JPEG ou PNG : il n'est pas inclus. Consultez-le depuis la liste des documents de la concession.";

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** The type told by the bytes themselves (their declared type may be wrong). */
async function sourceOf(file: FileBytes | undefined): Promise<Source> {
  if (!file) return { kind: 'missing', reason: MSG_ABSENT };
  const { bytes } = file;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    try {
      // Encrypted files (a scanner's 'protected' PDF) still give their pages to copy.
      const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
      // A file that parses but has no page tree throws only when its pages are asked for: ask now.
      const pages = doc.getPageCount();
      return pages > 0 ? { kind: 'pdf', doc, pages } : { kind: 'missing', reason: MSG_ILLISIBLE };
    } catch {
      return { kind: 'missing', reason: MSG_ILLISIBLE };
    }
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return { kind: 'image', bytes, format: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', bytes, format: 'jpg' };
  return { kind: 'missing', reason: MSG_FORMAT };
}

/** Text the standard fonts can write (WinAnsi): any other character becomes '?', never an exception. */
function writer(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.normalize('NFC'), (ch) => {
      if (ch === '\u202f' || ch === '\u00a0') return ' ';
      return known.has(ch.codePointAt(0) as number) ? ch : '?';
    }).join('');
}

/** Words of `text` in lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `text` cut with '…' to fit `width`. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text.length;
  while (cut > 1 && font.widthOfTextAtSize(`${text.slice(0, cut)}…`, size) > width) cut--;
  return `${text.slice(0, cut)}…`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  safe: (text: string) => string;
}

function drawCover(page: PDFPage, cover: ProcedureFileCover, f: Fonts): void {
  const [w, h] = [page.getWidth(), page.getHeight()];
  const center = (text: string, y: number, size: number, font: PDFFont) => {
    const t = f.safe(text);
    page.drawText(t, { x: (w - font.widthOfTextAtSize(t, size)) / 2, y, size, font });
  };
  center(cover.title, h - 200, 24, f.bold);
  center(cover.subtitle, h - 235, 16, f.regular);
  let y = h - 320;
  for (const { label, value } of cover.lines) {
    page.drawText(f.safe(`${label} :`), { x: MARGIN, y, size: 12, font: f.bold });
    for (const line of wrap(f.safe(value), f.regular, 12, w - 2 * MARGIN - 150)) {
      page.drawText(line, { x: MARGIN + 150, y, size: 12, font: f.regular });
      y -= 17;
    }
    y -= 8;
  }
}

function drawToc(page: PDFPage, lines: readonly TocLine[], today: string, index: number, count: number, f: Fonts): void {
  const [w, h] = [page.getWidth(), page.getHeight()];
  const title = count > 1 ? `Sommaire (${index + 1}/${count})` : 'Sommaire';
  page.drawText(f.safe(title), { x: MARGIN, y: h - MARGIN - 10, size: 18, font: f.bold });
  page.drawText(f.safe(`Dossier constitué le ${formatFrDate(today)}`), { x: MARGIN, y: h - MARGIN - 32, size: 11, font: f.regular });
  let y = h - MARGIN - 70;
  const right = w - MARGIN;
  for (const line of lines) {
    if (line.kind === 'step') {
      page.drawText(fit(f.safe(line.text), f.bold, 11, right - MARGIN), { x: MARGIN, y, size: 11, font: f.bold });
    } else if (line.kind === 'none') {
      page.drawText(f.safe(line.text), { x: MARGIN + 18, y, size: 10, font: f.regular, color: rgb(0.35, 0.35, 0.35) });
    } else {
      const number = `page ${line.page}`;
      const nw = f.regular.widthOfTextAtSize(number, 10);
      const name = fit(f.safe(line.text), f.regular, 10, right - nw - 24 - (MARGIN + 18));
      page.drawText(name, { x: MARGIN + 18, y, size: 10, font: f.regular });
      // Dot leaders from the name to its page number, as a printed table of contents.
      const from = MARGIN + 18 + f.regular.widthOfTextAtSize(name, 10) + 6;
      const dots = '.'.repeat(Math.max(0, Math.floor((right - nw - 6 - from) / f.regular.widthOfTextAtSize('.', 10))));
      if (dots) page.drawText(dots, { x: from, y, size: 10, font: f.regular, color: rgb(0.55, 0.55, 0.55) });
      page.drawText(number, { x: right - nw, y, size: 10, font: f.regular });
    }
    y -= TOC_LEADING;
  }
}

function drawNotice(page: PDFPage, part: FilePart, reason: string, f: Fonts): void {
  const h = page.getHeight();
  page.drawText(fit(f.safe(part.nom), f.bold, 14, page.getWidth() - 2 * MARGIN), { x: MARGIN, y: h - MARGIN - 20, size: 14, font: f.bold });
  let y = h - MARGIN - 50;
  for (const line of wrap(f.safe(reason), f.regular, 11, page.getWidth() - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 11, font: f.regular });
    y -= 15;
  }
}

/** An image as a full page, turned to landscape when it is wider than tall, its name above it. */
function drawImagePage(out: PDFDocument, image: PDFImage, part: FilePart, f: Fonts): PDFPage {
  const landscape = image.width > image.height;
  const page = out.addPage(landscape ? [A4[1], A4[0]] : A4);
  const [w, h] = [page.getWidth(), page.getHeight()];
  page.drawText(fit(f.safe(part.nom), f.bold, 11, w - 2 * 28), { x: 28, y: h - 36, size: 11, font: f.bold });
  const box = { width: w - 2 * 28, height: h - 36 - 16 - 40 };
  const scale = Math.min(box.width / image.width, box.height / image.height, 4);
  const [iw, ih] = [image.width * scale, image.height * scale];
  page.drawImage(image, { x: (w - iw) / 2, y: 40 + (box.height - ih) / 2, width: iw, height: ih });
  return page;
}

/**
 * Assembles the file of a procedure as one PDF (issue 12), on the device with no network: the cover, the dated
 * table of contents, then every document's pages in step order (stored PDFs copied page by page, images as
 * full pages), each page numbered 'page n / N' in a running footer. A document the device lacks or cannot read
 * keeps its place with one page that says why, so the table of contents always points at the right page.
 */
export async function assembleProcedureFile(request: ProcedureFileRequest): Promise<Uint8Array> {
  const sources = new Map<string, Source>();
  for (const step of request.steps) for (const d of step.documents) if (!sources.has(d.sha256)) sources.set(d.sha256, await sourceOf(request.files[d.sha256]));
  const layout = layoutProcedureFile(request.steps, (sha) => {
    const s = sources.get(sha);
    return s?.kind === 'pdf' ? s.pages : 1;
  });

  const out = await PDFDocument.create();
  const regular = await out.embedFont(StandardFonts.Helvetica);
  const f: Fonts = { regular, bold: await out.embedFont(StandardFonts.HelveticaBold), safe: writer(regular) };
  out.setTitle(f.safe(`Dossier de procédure — ${request.footer}`));
  out.setSubject(f.safe(request.cover.subtitle));
  out.setCreator('Gestion du cimetière');
  out.setProducer('Gestion du cimetière');
  out.setLanguage('fr-FR');

  drawCover(out.addPage(A4), request.cover, f);
  layout.tocPages.forEach((lines, i) => drawToc(out.addPage(A4), lines, request.today, i, layout.tocPages.length, f));
  for (const part of layout.parts) {
    const source = sources.get(part.sha256) as Source;
    if (source.kind === 'pdf') {
      try {
        const pages = await out.copyPages(source.doc, source.doc.getPageIndices());
        for (const p of pages) out.addPage(p);
      } catch {
        // Its pages are counted in the table of contents: as many pages, the first saying why.
        drawNotice(out.addPage(A4), part, MSG_ILLISIBLE, f);
        for (let i = 1; i < part.pages; i++) out.addPage(A4);
      }
    } else if (source.kind === 'image') {
      try {
        const image = source.format === 'png' ? await out.embedPng(source.bytes) : await out.embedJpg(source.bytes);
        drawImagePage(out, image, part, f);
      } catch {
        drawNotice(out.addPage(A4), part, MSG_ILLISIBLE, f);
      }
    } else drawNotice(out.addPage(A4), part, source.reason, f);
  }

  // The running footer, on every page: the file's own numbering, the one the table of contents gives.
  const total = out.getPageCount();
  const footer = f.safe(request.footer);
  out.getPages().forEach((page, i) => {
    const text = fit(`${footer} — page ${i + 1} / ${total}`, regular, 8, page.getWidth() - 2 * 28);
    const { x: left, width } = page.getCropBox();
    page.drawText(text, { x: left + width - 28 - regular.widthOfTextAtSize(text, 8), y: page.getCropBox().y + 12, size: 8, font: regular, color: rgb(0.3, 0.3, 0.3) });
  });
  return out.save();
}
