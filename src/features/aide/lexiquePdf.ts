import { jsPDF } from 'jspdf';
import { ALPHABET, entriesOfLetter } from '../../domain/aide/glossary';
import type { LexiqueEntry } from '../../domain/aide/lexique';

/**
 * The glossary as a PDF, made on the device (works offline): the words by letter, each with its definition
 * (spec 002 §2 'link to download the glossary as a PDF').
 */
export function lexiquePdf(entries: readonly LexiqueEntry[]): Uint8Array {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const margin = 18;
  const width = 210 - 2 * margin;
  const bottom = 297 - margin;
  let y = margin;
  const room = (h: number) => {
    if (y + h > bottom) {
      doc.addPage();
      y = margin;
    }
  };
  const write = (text: string, size: number, bold: boolean, after: number) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(text, width) as string[];
    const lineHeight = size * 0.45;
    room(lines.length * lineHeight);
    doc.text(lines, margin, y + lineHeight * 0.8);
    y += lines.length * lineHeight + after;
  };
  write('Lexique du droit funéraire', 20, true, 4);
  write('Les mots de la gestion des cimetières et de la législation funéraire (Code général des collectivités territoriales).', 11, false, 6);
  for (const letter of ALPHABET) {
    const words = entriesOfLetter(entries, letter);
    if (words.length === 0) continue;
    room(20);
    write(letter, 16, true, 2);
    for (const word of words) {
      room(14);
      write(word.titre, 12, true, 1);
      write(word.contenu, 10.5, false, 4);
    }
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
