import { DESTINATIONS_CENDRES } from '../constants/occupants';
import { ETAT_ABANDON_LABELS } from '../constants/etatAbandon';
import { factureLabel } from '../constants/facture';
import { PROCEDURE_LABELS } from '../constants/procedures';
import { birthDatePhrase, datePhrase, formatFrDate } from '../dates';
import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { Travaux } from '../entities/travaux';
import { accord, capacityText, countPresent, formatSurface, personName, plotLabel, procedureStatus } from '../rules';
import { addressLines, contactFullName } from '../templates/values';
import { formatEuros } from './content';

/**
 * The plot sheet's PDF as the office prints it for a family or a notary (issue 28, 'The plot sheet's PDF lists
 * deceased without dates, holders without addresses and no procedures: make it complete'): the plot, its
 * concession, every deceased with what is known of their dates and places, every holder and rights holder
 * with address and phones (a deceased holder said so), the procedures with their state, and the works. An
 * unknown value is written 'non renseigné(e)', never left to look like nothing happened.
 */
export interface PlotSheetInput {
  emplacement: Emplacement;
  location: Location | null;
  occupants: readonly Occupant[];
  contacts: readonly Contact[];
  procedures: readonly Procedure[];
  travaux: readonly Travaux[];
  /** The status shown on the sheet ('Occupée', 'Échue'...). */
  statut: string;
  cimetiere: string | null;
  /** The day it is printed, 'YYYY-MM-DD'. */
  today: string;
}

export interface PlotSheetSection {
  titre: string;
  /** Each entry is a paragraph; an array is one entry's lines (a person with their address). */
  entrees: (string | string[])[];
}

export interface PlotSheet {
  titre: string;
  sousTitre: string;
  sections: PlotSheetSection[];
}

const NR = 'non renseigné';
const ETAT_LABELS: Record<Occupant['etat'], string> = { present: 'présent', exhume: 'exhumé', reduit: 'réduit', reuni: 'réuni' };

function occupantLines(o: Occupant): string[] {
  const name = personName(o);
  const born = birthDatePhrase(o);
  const died = datePhrase(o.dateDeces);
  const lines = [`${name}${o.etat !== 'present' ? ` (${accord(o.civilite, ETAT_LABELS[o.etat], `${ETAT_LABELS[o.etat]}e`)})` : ''}`];
  lines.push(
    [
      born ? `${accord(o.civilite, 'Né', 'Née')} ${born}${o.lieuDeNaissance ? ` à ${o.lieuDeNaissance}` : ''}` : `Date de naissance ${NR}e`,
      died ? `${accord(o.civilite, 'décédé', 'décédée')} ${died}${o.lieuDeces ? ` à ${o.lieuDeces}` : ''}` : `date de décès ${NR}e`,
    ].join(', '),
  );
  const burial = o.modeSepulture === 'cremation' ? 'Crémation' : 'Inhumation';
  const when = o.dateInhumCrema ? `le ${formatFrDate(o.dateInhumCrema)}` : `: date ${NR}e`;
  const cendres = o.modeSepulture === 'cremation' && o.cremation?.destinationUrneCendre ? ` — cendres : ${DESTINATIONS_CENDRES[o.cremation.destinationUrneCendre]}` : '';
  lines.push(`${burial} ${when}${cendres}`);
  if (o.dateExhumation) lines.push(`Exhumation le ${formatFrDate(o.dateExhumation)}`);
  if (o.criteresSpecifiques.length > 0) lines.push(o.criteresSpecifiques.join(', '));
  return lines;
}

function contactLines(c: Contact): string[] {
  // addressLines: the envelope's block, its name first, then street and postcode with town when known.
  const [name, ...address] = addressLines(c);
  const lines = [`${c.typeDeContact ?? 'Contact'} : ${name ?? contactFullName(c)}${c.decede ? ` (${accord(c.civilite, 'décédé', 'décédée')})` : ''}`];
  lines.push(address.length > 0 ? address.join(', ') : `Adresse : ${NR}e`);
  const phones = [c.telephone, c.telephoneMobile].filter((s) => s && s.trim());
  if (phones.length > 0 || c.email) lines.push([phones.length > 0 ? `Tél. ${phones.join(' / ')}` : null, c.email].filter(Boolean).join(' — '));
  return lines;
}

function procedureLine(p: Procedure): string {
  const status = procedureStatus(p).label;
  const started = p.dateDebut ? `ouverte le ${formatFrDate(p.dateDebut)}` : `date d'ouverture ${NR}e`;
  const ended = p.dateFin ? `, terminée le ${formatFrDate(p.dateFin)}` : '';
  const regime = p.kind === 'repriseAbandon' && p.regime ? ` (régime ${p.regime === 'avant-2022' ? 'antérieur au décret 2022-1127' : 'du décret 2022-1127'})` : '';
  const recorded = p.etapes.filter((e) => e.dateFin !== null);
  const last = recorded.at(-1);
  const steps = last?.dateFin ? `${recorded.length} étape${recorded.length > 1 ? 's' : ''} enregistrée${recorded.length > 1 ? 's' : ''}, la dernière le ${formatFrDate(last.dateFin)}` : 'aucune étape enregistrée';
  return `${PROCEDURE_LABELS[p.kind]} : ${status}, ${started}${ended}, ${steps}${regime}`;
}

function concessionEntries(l: Location, occupants: readonly Occupant[]): string[] {
  const duree = l.perpetuelle ? 'perpétuelle' : l.duree ? `${l.duree} ans` : NR + 'e';
  return [
    `Type : ${l.type}${l.typeConcession ? ` (${l.typeConcession})` : ''} — N° : ${l.numero ?? NR} — Famille : ${l.famille ?? NR + 'e'}`,
    `Durée : ${duree} — du ${formatFrDate(l.dateDebut) || NR} au ${l.perpetuelle ? '—' : formatFrDate(l.dateFin) || NR}`,
    `Prix : ${l.prix !== null ? formatEuros(l.prix) : NR} — Facture : ${factureLabel(l.facture)}`,
    `Capacité : ${l.nbPlaces ?? NR + 'e'} ${capacityText(l.nbPlaces, countPresent([...occupants]))}`.trim(),
    `État de la sépulture : ${l.etatAbandon ? ETAT_ABANDON_LABELS[l.etatAbandon] : NR}`,
  ];
}

function travauxDates(t: Travaux): string {
  const debut = formatFrDate(t.dateDebut);
  const fin = formatFrDate(t.dateFin);
  if (debut && fin) return `du ${debut} au ${fin}`;
  if (debut) return `depuis le ${debut} (fin non renseignée)`;
  return fin ? `jusqu'au ${fin} (début non renseigné)` : `dates non renseignées`;
}

export function plotSheet(input: PlotSheetInput): PlotSheet {
  const { emplacement: e, location: l } = input;
  const holders = input.contacts.filter((c) => !c.deletedAt);
  const sections: PlotSheetSection[] = [
    {
      titre: 'Emplacement',
      entrees: [`Statut : ${input.statut}`, `Surface : ${formatSurface(e.surface)} — Pré-réservation : ${e.preReservation ? 'possible' : 'impossible'}`],
    },
  ];
  if (l) sections.push({ titre: 'Concession', entrees: concessionEntries(l, input.occupants) });
  sections.push({ titre: 'Défunts', entrees: input.occupants.length === 0 ? ['Aucun défunt.'] : input.occupants.map(occupantLines) });
  sections.push({ titre: 'Concessionnaires et ayants droit', entrees: holders.length === 0 ? ['Aucun concessionnaire ni ayant droit enregistré.'] : holders.map(contactLines) });
  sections.push({ titre: 'Procédures', entrees: input.procedures.length === 0 ? ['Aucune procédure.'] : input.procedures.map(procedureLine) });
  sections.push({
    titre: 'Travaux',
    entrees: input.travaux.length === 0 ? ['Aucuns travaux.'] : input.travaux.map((t) => `${t.type} — ${travauxDates(t)}${t.executant?.nomSociete ? ` — ${t.executant.nomSociete}` : ''}`),
  });
  return {
    titre: `Fiche emplacement — ${plotLabel(e)}`,
    sousTitre: `${input.cimetiere ? `${input.cimetiere} — ` : ''}édition du ${formatFrDate(input.today)}`,
    sections,
  };
}
