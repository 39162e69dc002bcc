import type { DocumentContent } from '../../domain/documents/content';

/**
 * The same documents as the PDF, as an editable Word file (issue 17) for staff who adjust a letter by hand:
 * one section (new page) per letter, the address block indented to the envelope's window. docx is loaded on
 * first use, out of the screen's first load.
 */
export async function renderDocumentsDocx(contents: readonly DocumentContent[]): Promise<Blob> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const text = (t: string, opts: { bold?: boolean; size?: number } = {}) => new TextRun({ text: t, bold: opts.bold ?? false, size: opts.size ?? 22, font: 'Arial' });
  const sections = contents.map((c) => ({
    children: [
      ...c.header.map((l) => new Paragraph({ children: [text(l, { size: 20 })] })),
      // 110 mm from the left edge, less the 25 mm margin: about 85 mm = 4819 twentieths of a point.
      ...(c.recipient ?? []).map((l, i) => new Paragraph({ indent: { left: 4819 }, spacing: { before: i === 0 ? 600 : 0 }, children: [text(l)] })),
      new Paragraph({ heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER, spacing: { before: 360, after: 240 }, children: [text(c.title, { bold: true, size: 32 })] }),
      ...c.blocks.flatMap((b) => [
        ...(b.heading ? [new Paragraph({ spacing: { before: 200 }, children: [text(b.heading, { bold: true, size: 24 })] })] : []),
        ...(b.kind === 'text' ? b.lines : b.kind === 'table' ? b.rows.map((r) => r.join(' — ')) : b.images.map((im) => im.caption.join(' — '))).map((l) => new Paragraph({ children: [text(l)] })),
      ]),
      ...(c.signatures.length > 0 ? [new Paragraph({ spacing: { before: 480 }, children: [text(c.signatures.join('            '), { bold: true })] })] : []),
    ],
  }));
  return Packer.toBlob(new Document({ creator: 'Gestion du cimetière', title: contents[0]?.title ?? 'Document', sections }));
}
