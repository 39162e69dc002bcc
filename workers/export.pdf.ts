import { jsPDF } from 'jspdf';
import type { ExportProgress } from './export.types';

/** A4 landscape, in millimetres. */
const PAGE_W = 297;
const PAGE_H = 210;
const MARGIN = 10;
const TABLE_TOP = 17;
const TABLE_BOTTOM = PAGE_H - 14;
const FONT_SIZE = 9;
const LINE_HEIGHT_FACTOR = 1.4;
/** Space left of a cell's text and kept free on its right. */
const PAD = 1.5;
/** From the top of a line to its baseline. */
const BASELINE = 3.1;

export interface PdfTable {
  heading: string;
  headers: readonly string[];
  body: ReadonlyArray<readonly string[]>;
  /** A note at the foot of every page (the legal basis of a list and its caveats). */
  footnote?: string;
}

/** Lines of a footnote at the foot of a page, and the height they take. */
const FOOTNOTE_SIZE = 7.5;
const FOOTNOTE_LINE = 3.2;

/**
 * Character widths of one font, measured once per character: measuring every cell with jsPDF (what autotable
 * does, several times per cell) was most of a 10,000-row export.
 */
class Widths {
  private readonly cache = new Map<string, number>();
  constructor(
    private readonly doc: jsPDF,
    private readonly style: 'normal' | 'bold',
  ) {}

  of(text: string): number {
    let w = 0;
    for (const ch of text) {
      let c = this.cache.get(ch);
      if (c === undefined) {
        this.doc.setFont('helvetica', this.style);
        c = (this.doc.getStringUnitWidth(ch) * FONT_SIZE) / this.doc.internal.scaleFactor;
        this.cache.set(ch, c);
      }
      w += c;
    }
    return w;
  }
}

/** Splits a cell into lines no wider than `width`, at spaces, or inside a word longer than the column. */
export function wrap(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  // A hair of tolerance: a column as wide as its longest cell must not wrap it on a rounding error.
  const width = maxWidth + 0.01;
  if (measure(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Column widths from the texts: each column asks for its header or its longest cell (among the first rows),
 * the page width is shared out, and a column asking for more than its share is narrowed first (its cells wrap).
 */
function columnWidths(table: PdfTable, normal: Widths, bold: Widths): number[] {
  const available = PAGE_W - 2 * MARGIN;
  const sample = table.body.slice(0, 500);
  const wanted = table.headers.map((h, i) => {
    const longest = Math.max(0, ...sample.map((r) => normal.of(r[i] ?? '')));
    // A header wraps rather than widen a column of short values (dates, ages), but not below its longest word.
    const headerWord = Math.max(...h.split(' ').map((w) => bold.of(w)));
    return Math.max(longest, headerWord, 8) + 2 * PAD;
  });
  const total = wanted.reduce((a, b) => a + b, 0);
  if (total <= available) return wanted.map((w) => (w * available) / total);
  // Water-filling: columns under the fair share keep what they want, the others share what is left.
  const widths = [...wanted];
  let open = wanted.map((_, i) => i);
  let left = available;
  for (;;) {
    const share = left / open.length;
    const small = open.filter((i) => (wanted[i] as number) <= share);
    if (small.length === 0) {
      for (const i of open) widths[i] = share;
      return widths;
    }
    for (const i of small) left -= wanted[i] as number;
    open = open.filter((i) => (wanted[i] as number) > share);
    if (open.length === 0) return widths;
  }
}

/**
 * Draws an A4 landscape table with jsPDF text calls at fixed column positions (issue 6): the title with the
 * cemetery and the date on every page, the header row repeated on every page, rows shaded one in two, long
 * cells wrapped within their column, 'Page n / N' at the bottom right. Pages are laid out first, so the page
 * count is known while drawing; each column of a page is one text call (its lines at a fixed leading).
 */
export function drawPdfTable(table: PdfTable, onProgress: (fraction: number) => void = () => undefined): Uint8Array {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  const normal = new Widths(doc, 'normal');
  const bold = new Widths(doc, 'bold');
  const widths = columnWidths(table, normal, bold);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const line = (FONT_SIZE * LINE_HEIGHT_FACTOR) / doc.internal.scaleFactor;
  const cellLines = (row: readonly string[], m: Widths) => widths.map((w, i) => wrap(row[i] ?? '', w - 2 * PAD, (s) => m.of(s)));
  const header = cellLines(table.headers, bold);
  doc.setFontSize(FOOTNOTE_SIZE);
  const footnote = table.footnote ? (doc.splitTextToSize(table.footnote, PAGE_W - 2 * MARGIN - 40) as string[]) : [];
  doc.setFontSize(FONT_SIZE);
  const bottom = TABLE_BOTTOM - footnote.length * FOOTNOTE_LINE;
  const headerLines = Math.max(1, ...header.map((c) => c.length));
  const headerHeight = headerLines * line + 1.5;

  // Layout: which rows go on which page.
  const rows = table.body.map((r) => cellLines(r, normal));
  const pages: Array<Array<string[][]>> = [[]];
  let y = TABLE_TOP + headerHeight;
  for (const r of rows) {
    const height = Math.max(1, ...r.map((c) => c.length)) * line;
    if (y + height > bottom && (pages.at(-1) as unknown[]).length > 0) {
      pages.push([]);
      y = TABLE_TOP + headerHeight;
    }
    (pages.at(-1) as string[][][]).push(r);
    y += height;
  }

  pages.forEach((page, p) => {
    if (p > 0) doc.addPage();
    doc.setTextColor(0);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(13);
    doc.text(table.heading, MARGIN, 12);
    // Header row: white bold on dark, the same on every page.
    doc.setFillColor(33, 37, 41);
    doc.rect(MARGIN, TABLE_TOP, PAGE_W - 2 * MARGIN, headerHeight, 'F');
    doc.setFontSize(FONT_SIZE);
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(255);
    header.forEach((lines, i) => doc.text(lines, (xs[i] as number) + PAD, TABLE_TOP + 0.75 + BASELINE, { lineHeightFactor: LINE_HEIGHT_FACTOR }));
    // Body: shade one row in two, then each column's lines in one call, blank lines where a neighbour wraps.
    const top = TABLE_TOP + headerHeight;
    const columns: string[][] = widths.map(() => []);
    let offset = 0;
    doc.setFillColor(242, 242, 242);
    page.forEach((r, k) => {
      const height = Math.max(1, ...r.map((c) => c.length));
      if (k % 2 === 1) doc.rect(MARGIN, top + offset * line, PAGE_W - 2 * MARGIN, height * line, 'F');
      r.forEach((cell, i) => {
        const col = columns[i] as string[];
        for (let l = 0; l < height; l++) col.push(cell[l] ?? '');
      });
      offset += height;
    });
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(0);
    columns.forEach((lines, i) => {
      if (lines.some(Boolean)) doc.text(lines, (xs[i] as number) + PAD, top + BASELINE, { lineHeightFactor: LINE_HEIGHT_FACTOR });
    });
    doc.text(`Page ${p + 1} / ${pages.length}`, PAGE_W - MARGIN, PAGE_H - 8, { align: 'right' });
    if (footnote.length > 0) {
      doc.setFontSize(FOOTNOTE_SIZE);
      doc.text(footnote, MARGIN, PAGE_H - 8 - (footnote.length - 1) * FOOTNOTE_LINE, { lineHeightFactor: FOOTNOTE_LINE / ((FOOTNOTE_SIZE * 25.4) / 72) });
      doc.setFontSize(FONT_SIZE);
    }
    onProgress((p + 1) / pages.length);
  });
  return new Uint8Array(doc.output('arraybuffer'));
}

/** For the export worker: the table with the progress told in the export's terms. */
export function pdfExport(table: PdfTable, onProgress: ExportProgress, from: number, span: number): Uint8Array {
  return drawPdfTable(table, (f) => onProgress(from + span * f, 'Mise en page du PDF'));
}
