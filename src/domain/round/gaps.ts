import { ficheVariant } from '../rules/ficheVariant';

/**
 * What is missing on a plot, shown at once on its sheet during a survey round (issue 29, 'the survey round':
 * 'what is missing on each plot shown at once (no photo, no state of abandonment, no deceased, data
 * missing)'). Each gap is something the manager can see or record at the grave, so the rule asks a plot only
 * for what its sheet records (spec 001 §2, the sheet's variants):
 * - every plot: its number ('Numéro d'emplacement manquant');
 * - a granted concession (Concession, Enfeu, Cavurne, Colombarium: the full sheet): a photo shown on the sheet
 *   ('Aucune photo'; archived 'Anciennes photos' do not count), the state of abandonment ('État d'abandon non
 *   renseigné'), a deceased ('Aucun défunt enregistré'), the concession's number, its holder (a contact of
 *   type 'Concessionnaire' who is not marked deceased) and, unless perpetual, its end date;
 * - a Terrain commun or a Caveau: a deceased;
 * - a free plot, an ossuary or a Jardin du souvenir: nothing more.
 * The rule only lists: nothing is guessed or filled in for the user.
 */

export type GapCode = 'numeroEmplacement' | 'photo' | 'etatAbandon' | 'defunt' | 'numeroConcession' | 'concessionnaire' | 'concessionnaireVivant' | 'dateFin';

export const GAP_LABELS: Record<GapCode, string> = {
  numeroEmplacement: 'Numéro d’emplacement manquant',
  photo: 'Aucune photo',
  etatAbandon: 'État d’abandon non renseigné',
  defunt: 'Aucun défunt enregistré',
  numeroConcession: 'Numéro de concession manquant',
  concessionnaire: 'Concessionnaire manquant',
  // Holders recorded, all marked deceased: the letters go to the rights holders (issue 28), the register needs an heir named.
  concessionnaireVivant: 'Aucun concessionnaire vivant connu',
  dateFin: 'Date de fin manquante',
};

/** What the rule reads of one plot: live rows only (tombstones left out by the caller). */
export interface GapFacts {
  emplacement: { numero: string | null };
  /** The plot's current concession, or null for a free plot. */
  location: { type: string; numero: string | null; etatAbandon: number | null; dateFin: string | null; perpetuelle: boolean } | null;
  /** Live deceased of the plot's current concession (any state: an exhumed one was recorded). */
  occupants: number;
  /** Live photos of the plot, with their archive flag. */
  photos: ReadonlyArray<{ archive: boolean }>;
  /** Live contacts of the current concession. */
  contacts: ReadonlyArray<{ typeDeContact: string | null; decede: boolean }>;
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** The plot's gaps, in the order the sheet shows its sections. */
export function plotGaps(f: GapFacts): GapCode[] {
  const gaps: GapCode[] = [];
  if (blank(f.emplacement.numero)) gaps.push('numeroEmplacement');
  const variant = ficheVariant(f.location);
  const l = f.location;
  if (variant === 'complete' && l) {
    if (!f.photos.some((p) => !p.archive)) gaps.push('photo');
    if (l.etatAbandon === null) gaps.push('etatAbandon');
    if (f.occupants === 0) gaps.push('defunt');
    if (blank(l.numero)) gaps.push('numeroConcession');
    const holders = f.contacts.filter((c) => c.typeDeContact === 'Concessionnaire');
    if (holders.length === 0) gaps.push('concessionnaire');
    else if (holders.every((c) => c.decede)) gaps.push('concessionnaireVivant');
    if (!l.perpetuelle && blank(l.dateFin)) gaps.push('dateFin');
  }
  if (variant === 'commun' && f.occupants === 0) gaps.push('defunt');
  return gaps;
}

/** The gaps as the sheet words them. */
export function gapLabels(gaps: readonly GapCode[]): string[] {
  return gaps.map((g) => GAP_LABELS[g]);
}

/** One line for a plot's gaps: 'À compléter : Aucune photo · État d’abandon non renseigné', or that none is. */
export function gapsSentence(gaps: readonly GapCode[]): string {
  return gaps.length === 0 ? 'Rien ne manque sur cette fiche.' : `À compléter : ${gapLabels(gaps).join(' · ')}`;
}
