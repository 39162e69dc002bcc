/** Invoice select of the sheet (spec 001 §4): empty means 'Non renseignée'. */
export const FACTURES = ['réglée', 'non réglée'] as const;
export type Facture = (typeof FACTURES)[number];

export const FACTURE_NON_RENSEIGNEE = 'Non renseignée';

export function factureLabel(facture: Facture | null | undefined): string {
  return facture ?? FACTURE_NON_RENSEIGNEE;
}
