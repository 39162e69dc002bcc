import { jsPDF } from 'jspdf';
import { toIsoDate } from '../../domain/dates';
import { plotSheet } from '../../domain/documents/plotSheet';
import { plotLabel } from '../../domain/rules';
import { getSession } from '../../platform/session';
import { findWorkspace } from '../../platform/workspaces';
import type { FicheData } from '../../replica/queries/fiche';

/**
 * The sheet as a PDF made on the device (no network needed at the graveside), with the complete content of
 * src/domain/documents/plotSheet.ts: plot, concession, deceased with their dates, holders with their addresses,
 * procedures and works. Loaded lazily so jspdf stays out of the sheet's first load.
 */
export async function exportFichePdf(fiche: FicheData, statut: string): Promise<void> {
  const sheet = plotSheet({
    emplacement: fiche.emplacement, location: fiche.location, occupants: fiche.occupants, contacts: fiche.contacts,
    procedures: fiche.procedures, travaux: fiche.travaux, statut, cimetiere: findWorkspace(getSession().profile?.espaces ?? [], fiche.emplacement.espaceId)?.espace.nom ?? null, today: toIsoDate(new Date()),
  });
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  let y = 18;
  const line = (text: string, size = 11, bold = false, indent = 0) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(text, 180 - indent) as string[];
    if (y + lines.length * (size * 0.42) > 282) {
      doc.addPage();
      y = 18;
    }
    doc.text(lines, 15 + indent, y);
    y += lines.length * (size * 0.42) + 1.6;
  };
  line(sheet.titre, 16, true);
  line(sheet.sousTitre, 10);
  for (const section of sheet.sections) {
    y += 3;
    line(section.titre, 13, true);
    for (const entry of section.entrees) {
      if (typeof entry === 'string') line(entry);
      else entry.forEach((text, i) => line(i === 0 ? `• ${text}` : text, 11, i === 0, i === 0 ? 0 : 4));
    }
  }
  doc.save(`fiche-${plotLabel(fiche.emplacement).replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`);
}
