import { jsPDF } from 'jspdf';
import type { RessourceDoc } from '../../../domain/aide/ressources';

/** A resource as a PDF made on the device (works offline): headings, list items and paragraphs. */
export function ressourcePdf(doc: RessourceDoc): Uint8Array {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const margin = 20;
  const width = 210 - 2 * margin;
  let y = margin;
  const write = (text: string, size: number, bold: boolean, indent: number, after: number) => {
    pdf.setFont('helvetica', bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
    const lines = pdf.splitTextToSize(text, width - indent) as string[];
    const lineHeight = size * 0.48;
    if (y + lines.length * lineHeight > 297 - margin) {
      pdf.addPage();
      y = margin;
    }
    pdf.text(lines, margin + indent, y + lineHeight * 0.8);
    y += lines.length * lineHeight + after;
  };
  write(doc.titre, 17, true, 0, 6);
  for (const p of doc.texte) {
    if (p.startsWith('# ')) write(p.slice(2), 13, true, 0, 2);
    else if (p.startsWith('- ')) write(`•  ${p.slice(2)}`, 11, false, 4, 1.5);
    else write(p, 11, false, 0, 3.5);
  }
  return new Uint8Array(pdf.output('arraybuffer'));
}

/** The same resource as a Word document (docx, loaded on first use: its own chunk). */
export async function ressourceDocx(doc: RessourceDoc): Promise<Uint8Array> {
  const { Document, HeadingLevel, Packer, Paragraph } = await import('docx');
  const children = [
    new Paragraph({ text: doc.titre, heading: HeadingLevel.HEADING_1 }),
    ...doc.texte.map((p) =>
      p.startsWith('# ')
        ? new Paragraph({ text: p.slice(2), heading: HeadingLevel.HEADING_2 })
        : p.startsWith('- ')
          ? new Paragraph({ text: p.slice(2), bullet: { level: 0 } })
          : new Paragraph({ text: p, spacing: { after: 160 } }),
    ),
  ];
  const blob = await Packer.toBlob(new Document({ creator: 'Gestion du cimetière', title: doc.titre, sections: [{ children }] }));
  return new Uint8Array(await blob.arrayBuffer());
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
