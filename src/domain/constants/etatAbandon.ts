/** State of abandonment of a concession, set by a select on the sheet (spec 001 §4, 002 §3). */
export const ETATS_ABANDON = [1, 2, 3, 4, 5, 6] as const;
export type EtatAbandon = (typeof ETATS_ABANDON)[number];

export const ETAT_ABANDON_LABELS: Record<EtatAbandon, string> = {
  1: 'Bon état - Entretien visible',
  2: 'Bon état - Aucun Entretien visible',
  3: 'Abandonnée - Aucun danger visible',
  4: 'Abandonnée - Peu dangereuse',
  5: 'Abandonnée - Dangereuse à très dangereuse',
  6: 'Péril',
};

export type EtatAbandonColour = 'green' | 'orange' | 'red';

/**
 * Icon colour of the abandonment state (spec 001 §4): orange for 2 and 4, red for 5 and 6,
 * green for everything else, the empty value and 3 included (the spec's rule, kept as is).
 */
export function etatAbandonColour(etat: number | null | undefined): EtatAbandonColour {
  if (etat === 5 || etat === 6) return 'red';
  if (etat === 2 || etat === 4) return 'orange';
  return 'green';
}

export function isEtatAbandon(value: unknown): value is EtatAbandon {
  return typeof value === 'number' && (ETATS_ABANDON as readonly number[]).includes(value);
}

/**
 * Visible signs recorded during a finding of abandonment (spec 002 §3 abandonment-state flags). The law has
 * no definition (LAW.md "state of abandonment"): these are a checklist beside a mandatory precise description.
 */
export const SIGNES_ABANDON = {
  tombeCassee: 'Tombe cassée',
  affaissement: 'Affaissement du sol',
  grilleRouillee: 'Grille rouillée',
  vegetation: 'Végétation non entretenue',
  autre: 'Autre',
} as const;
export type SigneAbandon = keyof typeof SIGNES_ABANDON;
