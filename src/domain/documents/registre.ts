import { formatFrDate, formatPartialDate } from '../dates';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import { pdfFileName, type DocumentContent } from './content';
import { documentHeader, type EspaceFacts } from './parties';

/** One line of the register of a communal space (Jardin du souvenir, Ossuaire). */
export interface RegistreRow {
  id: string;
  nom: string;
  prenom: string;
  naissance: string;
  deces: string;
  /** Dispersion (Jardin du souvenir) or deposit (Ossuaire) date, DD/MM/YYYY. */
  depot: string;
}

export const REGISTRE_COLUMNS = ['Nom', 'Prénom', 'Naissance', 'Décès', 'Dispersion / dépôt'] as const;

/**
 * The date the person entered the communal space: dispersion of the ashes, else placing of the urn, else the
 * day the remains were taken out of their grave and moved here (a reprise, CGCT L2223-4: the ossuary's
 * register), else burial.
 */
export function depotDate(o: Pick<Occupant, 'cremation' | 'dateInhumCrema' | 'dateExhumation'>): string | null {
  return o.cremation?.dateDispersion ?? o.cremation?.dateInhumation ?? o.dateExhumation ?? o.dateInhumCrema ?? null;
}

/**
 * The 'Registre' of a Jardin du souvenir or Ossuaire (spec 001 §2): every person recorded there, in the order
 * they entered it (undated last, then by name). For a site cinéraire it is the record of the identity of the
 * people whose ashes were dispersed, CGCT L2223-2.
 */
export function registreRows(occupants: readonly Occupant[]): RegistreRow[] {
  return occupants
    .filter((o) => !o.deletedAt)
    .map((o) => ({ o, date: depotDate(o) }))
    .sort((a, b) => {
      if (a.date !== b.date) return a.date === null ? 1 : b.date === null ? -1 : a.date.localeCompare(b.date);
      return `${a.o.nom ?? ''} ${a.o.prenom ?? ''}`.localeCompare(`${b.o.nom ?? ''} ${b.o.prenom ?? ''}`, 'fr');
    })
    .map(({ o, date }) => ({
      id: o.id,
      nom: o.nom?.trim().toUpperCase() || 'Inconnu',
      prenom: o.prenom?.trim() ?? '',
      naissance: o.dateDeNaissance ? formatFrDate(o.dateDeNaissance) : formatPartialDate(o.dateNaissanceIncomplete),
      deces: formatPartialDate(o.dateDeces),
      depot: formatFrDate(date),
    }));
}

/** The register as a document to print or keep (landscape table). */
export function registreContent(input: { location: Pick<Location, 'type'>; occupants: readonly Occupant[]; espace: EspaceFacts | null; commune: string | null; today: string }): DocumentContent {
  const rows = registreRows(input.occupants);
  return {
    title: `Registre — ${input.location.type}`,
    header: documentHeader(input.espace, input.commune),
    blocks: [
      rows.length > 0
        ? { kind: 'table', columns: [...REGISTRE_COLUMNS], rows: rows.map((r) => [r.nom, r.prenom, r.naissance, r.deces, r.depot]) }
        : { kind: 'text', lines: ['Aucun défunt enregistré.'] },
      { kind: 'text', lines: [`Registre arrêté le ${formatFrDate(input.today)} : ${rows.length} personne(s).`] },
    ],
    signatures: [],
    landscape: true,
    fileName: pdfFileName('registre', input.location.type, input.today),
    slug: null,
  };
}
