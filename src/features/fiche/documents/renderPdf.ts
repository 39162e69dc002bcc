import type { jsPDF } from 'jspdf';
import type { DocumentContent } from '../../../domain/documents/content';
import { drawImageBlock, firstRowHeight, type ImageBytes } from './renderPdfImages';

const MARGIN = 18;

/** The format jspdf needs for a data URL: PNG or JPEG, the two image types the media store accepts. */
function imageFormat(dataUrl: string): 'PNG' | 'JPEG' {
  return dataUrl.startsWith('data:image/png') ? 'PNG' : 'JPEG';
}

/**
 * Draws a generated document (deed, authorisation, register) as a PDF on the device, with no network. jspdf is
 * loaded on first use so it stays out of the sheet's first load. Standard fonts: WinAnsi text (French accents,
 * '—', '€', '²'), which PDF readers and text extraction read back as typed. Pictures (the photos and signatures
 * of a PV) come by hash from `images`, so the content stays plain data.
 */
export async function renderDocumentPdf(content: DocumentContent, images?: ImageBytes): Promise<Blob> {
  return renderDocumentsPdf([content], images);
}

/** Several documents in one PDF, each from a new page: the letters of one template to each holder (issue 17). */
export async function renderDocumentsPdf(contents: readonly DocumentContent[], images?: ImageBytes): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const [first] = contents;
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: first?.landscape ? 'landscape' : 'portrait' });
  if (first) doc.setProperties({ title: first.title, subject: first.title, creator: 'Gestion du cimetière' });
  for (const [i, content] of contents.entries()) {
    if (i > 0) doc.addPage('a4', content.landscape ? 'landscape' : 'portrait');
    await drawContent(doc, content, images);
  }
  return doc.output('blob');
}


/** The window of a DL envelope (NF EN ISO 269): the address block 110 mm from the left, 50 mm from the top. */
const WINDOW = { x: 110, y: 50, width: 85 };

async function drawContent(doc: jsPDF, content: DocumentContent, images?: ImageBytes): Promise<void> {
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const usable = width - 2 * MARGIN;
  let y = MARGIN;

  const ensure = (needed: number) => {
    if (y + needed > height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const write = (text: string, size: number, bold = false, align: 'left' | 'center' = 'left') => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(text, usable) as string[];
    const step = size * 0.45 + 1.2;
    for (const l of lines) {
      ensure(step);
      doc.text(l, align === 'center' ? width / 2 : MARGIN, y, { align });
      y += step;
    }
  };

  const logo = content.images?.logo;
  if (logo) {
    // The coat of arms, top right, 22 mm high, beside the header lines.
    const props = doc.getImageProperties(logo);
    const h = 22;
    const w = Math.min((props.width / props.height) * h, 40);
    doc.addImage(logo, imageFormat(logo), width - MARGIN - w, MARGIN - 6, w, h);
  }
  for (const line of content.header) write(line, 10);
  if (content.recipient) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    let ry = WINDOW.y;
    for (const line of content.recipient) {
      for (const l of doc.splitTextToSize(line, WINDOW.width) as string[]) {
        doc.text(l, WINDOW.x, ry);
        ry += 5;
      }
    }
    y = Math.max(y, ry + 8);
  }
  y += 6;
  write(content.title, 16, true, 'center');
  y += 4;

  for (const block of content.blocks) {
    y += 3;
    if (block.kind === 'images') ensure(8 + firstRowHeight(block));
    if (block.heading) write(block.heading, 12, true);
    if (block.kind === 'text') {
      for (const line of block.lines) write(line, 11);
      continue;
    }
    if (block.kind === 'images') {
      y = await drawImageBlock(doc, block, images, { x: MARGIN, y, width: usable, bottom: height - MARGIN, top: MARGIN });
      continue;
    }
    const colWidth = usable / block.columns.length;
    const row = (cells: readonly string[], bold: boolean) => {
      doc.setFont('helvetica', bold ? 'bold' : 'normal');
      doc.setFontSize(10);
      const wrapped = cells.map((c) => doc.splitTextToSize(c || '—', colWidth - 2) as string[]);
      const rowHeight = Math.max(...wrapped.map((w) => w.length)) * 5 + 2;
      ensure(rowHeight);
      wrapped.forEach((w, i) => doc.text(w, MARGIN + i * colWidth + 1, y + 4));
      doc.line(MARGIN, y + rowHeight, MARGIN + usable, y + rowHeight);
      y += rowHeight;
    };
    row(block.columns, true);
    for (const r of block.rows) row(r, false);
  }

  if (content.signatures.length > 0) {
    y += 12;
    ensure(30);
    const slot = usable / content.signatures.length;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    let lowest = y;
    content.signatures.forEach((s, i) => {
      const lines = doc.splitTextToSize(s, slot - 4) as string[];
      doc.text(lines, MARGIN + i * slot, y);
      lowest = Math.max(lowest, y + lines.length * 5);
    });
    const signature = content.images?.signature;
    if (signature) {
      // The mayor's signature with stamp under the first line, which is 'Le Maire' (src/domain/documents/mairie.ts).
      const props = doc.getImageProperties(signature);
      const h = 28;
      const w = Math.min((props.width / props.height) * h, slot - 4);
      ensure(h + 2);
      doc.addImage(signature, imageFormat(signature), MARGIN, lowest + 1, w, h);
    }
  }
}
