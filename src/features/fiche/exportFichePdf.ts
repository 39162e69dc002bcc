import { jsPDF } from 'jspdf';
import { formatFrDate } from '../../domain/dates';
import { capacityText } from '../../domain/rules/capacity';
import { countPresent } from '../../domain/rules/concessionStatus';
import { formatSurface, plotLabel } from '../../domain/rules';
import { defuntName } from '../../domain/wizards/defunt';
import { ETAT_ABANDON_LABELS } from '../../domain/constants/etatAbandon';
import { factureLabel } from '../../domain/constants/facture';
import type { FicheData } from '../../replica/queries/fiche';

/**
 * The sheet as a PDF made on the device (no network needed at the graveside): plot, concession, deceased,
 * contacts and works. Loaded lazily so jspdf stays out of the sheet's first load.
 */
export async function exportFichePdf(fiche: FicheData, statut: string): Promise<void> {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  let y = 18;
  const line = (text: string, size = 11, bold = false) => {
    if (y > 280) {
      doc.addPage();
      y = 18;
    }
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.text(doc.splitTextToSize(text, 180) as string[], 15, y);
    y += size * 0.5 + 2;
  };
  const { emplacement: e, location: l } = fiche;
  line(`Fiche emplacement — ${plotLabel(e)}`, 16, true);
  line(`Statut : ${statut}`);
  line(`Surface : ${formatSurface(e.surface)} — Pré-réservation : ${e.preReservation ? 'possible' : 'impossible'}`);
  if (l) {
    y += 3;
    line('Concession', 13, true);
    line(`Type : ${l.type}${l.typeConcession ? ` (${l.typeConcession})` : ''} — Famille : ${l.famille ?? '—'} — N° : ${l.numero ?? '—'}`);
    line(`Durée : ${l.perpetuelle ? 'perpétuelle' : l.duree ? `${l.duree} ans` : 'non renseignée'} — du ${formatFrDate(l.dateDebut) || '—'} au ${formatFrDate(l.dateFin) || '—'}`);
    line(`Capacité : ${l.nbPlaces ?? '—'} ${capacityText(l.nbPlaces, countPresent(fiche.occupants))}`);
    line(`Facture : ${factureLabel(l.facture)} — État : ${l.etatAbandon ? ETAT_ABANDON_LABELS[l.etatAbandon] : 'non renseigné'}`);
  }
  y += 3;
  line('Défunts', 13, true);
  if (fiche.occupants.length === 0) line('Aucun défunt.');
  for (const o of fiche.occupants) line(`• ${defuntName(o)}${o.etat !== 'present' ? ` (${o.etat})` : ''}`);
  y += 3;
  line('Contacts', 13, true);
  if (fiche.contacts.length === 0) line('Aucun contact.');
  for (const c of fiche.contacts) line(`• ${c.typeDeContact ?? ''} : ${[c.prenom, c.nom].filter(Boolean).join(' ')} ${c.telephone ?? ''}`);
  y += 3;
  line('Travaux', 13, true);
  if (fiche.travaux.length === 0) line('Aucuns travaux.');
  for (const t of fiche.travaux) line(`• ${t.type} — ${formatFrDate(t.dateDebut) || '—'} au ${formatFrDate(t.dateFin) || '—'}`);
  doc.save(`fiche-${plotLabel(e).replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`);
}
