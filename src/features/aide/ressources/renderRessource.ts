import { jsPDF } from 'jspdf';
import type { RessourceDoc } from '../../../domain/aide/ressources';
import type { FicheSchematique } from '../../../domain/aide/schemas';

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

/**
 * A schematic sheet as a PDF: the steps as boxes down the page, joined by arrows, each arrow labelled with the
 * delay before the next step, and the article beside its box.
 */
export function schemaPdf(fiche: FicheSchematique): Uint8Array {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const margin = 18;
  const boxWidth = 120;
  const x = margin;
  let y = margin;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(16);
  const title = pdf.splitTextToSize(fiche.titre, 210 - 2 * margin) as string[];
  pdf.text(title, margin, y + 6);
  y += title.length * 7 + 6;
  fiche.etapes.forEach((e, i) => {
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(10);
    if (i > 0) {
      const label = e.delai ? (pdf.splitTextToSize(e.delai, 210 - margin - (x + boxWidth / 2 + 4)) as string[]) : [];
      const gap = Math.max(9, 5 + label.length * 4.5);
      pdf.setDrawColor(60);
      pdf.line(x + boxWidth / 2, y, x + boxWidth / 2, y + gap - 1.5);
      pdf.triangle(x + boxWidth / 2 - 1.8, y + gap - 3, x + boxWidth / 2 + 1.8, y + gap - 3, x + boxWidth / 2, y + gap - 0.5, 'F');
      if (label.length > 0) {
        pdf.setFont('helvetica', 'italic');
        pdf.text(label, x + boxWidth / 2 + 4, y + 4.5);
      }
      y += gap;
    }
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(11);
    const lines = pdf.splitTextToSize(`${i + 1}. ${e.etape}`, boxWidth - 8) as string[];
    const height = lines.length * 5 + 5;
    if (y + height > 297 - margin - 12) {
      pdf.addPage();
      y = margin;
    }
    pdf.setDrawColor(30);
    pdf.roundedRect(x, y, boxWidth, height, 2, 2);
    pdf.text(lines, x + 4, y + 6);
    if (e.article) {
      pdf.setFont('helvetica', 'normal');
      pdf.setFontSize(10);
      pdf.text(`Article ${e.article} du CGCT`, x + boxWidth + 5, y + 6);
    }
    y += height;
  });
  if (fiche.note) {
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(10);
    const note = pdf.splitTextToSize(fiche.note, 210 - 2 * margin) as string[];
    if (y + 10 + note.length * 5 > 297 - margin) {
      pdf.addPage();
      y = margin;
    }
    pdf.text(note, margin, y + 10);
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
