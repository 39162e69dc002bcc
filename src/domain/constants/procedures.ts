/**
 * The six regulatory procedures (spec 001 §9, 002 §2). The kind is also the route segment:
 * /{kind}/{emplacementId} (repriseAbandon, repriseNonRenouvellement, otherwise the name lower-cased
 * without its accent).
 */
export const PROCEDURE_KINDS = [
  'renouvellement',
  'conversion',
  'donation',
  'retrocession',
  'repriseNonRenouvellement',
  'repriseAbandon',
] as const;
export type ProcedureKind = (typeof PROCEDURE_KINDS)[number];

/** Names as the lists show them (spec 001 §9 Procedure types). */
export const PROCEDURE_LABELS: Record<ProcedureKind, string> = {
  conversion: 'Conversion',
  donation: 'Donation',
  renouvellement: 'Renouvellement',
  repriseAbandon: 'Reprise après constat d\'abandon',
  repriseNonRenouvellement: 'Reprise pour non renouvellement',
  retrocession: 'Rétrocession',
};

/** Screen titles (spec 002 §2); conversion, donation and rétrocession have no title given: their label is used. */
export const PROCEDURE_TITLES: Record<ProcedureKind, string> = {
  renouvellement: 'RENOUVELLEMENT DE CONCESSION',
  conversion: 'CONVERSION',
  donation: 'DONATION',
  retrocession: 'RÉTROCESSION',
  repriseNonRenouvellement: 'REPRISE DE CONCESSION POUR NON RENOUVELLEMENT',
  repriseAbandon: 'REPRISE DE CONCESSION APRES CONSTAT D\'ABANDON',
};

export function isProcedureKind(value: unknown): value is ProcedureKind {
  return typeof value === 'string' && (PROCEDURE_KINDS as readonly string[]).includes(value);
}

/** Route of a procedure screen for a plot (spec 002 §2). */
export function procedureRoute(kind: ProcedureKind, emplacementId: string): string {
  return `/${kind}/${emplacementId}`;
}

/** Procedure status filter values and labels (spec 001 §4). */
export const PROCEDURE_STATUS_LABELS = { en_cours: 'en cours', termine: 'réalisé' } as const;
export type ProcedureStatusCode = keyof typeof PROCEDURE_STATUS_LABELS;

/**
 * Legal regime a reprise after abandonment was opened under (LAW.md step 7): since the 3DS law (2022) the
 * second notice comes one year after the publicity, three years before. Kept on each procedure.
 */
export const REPRISE_REGIMES = ['2022', 'avant-2022'] as const;
export type RepriseRegime = (typeof REPRISE_REGIMES)[number];

/**
 * Last step number per kind (spec 002 §2, §4): renewal 0 to 1, donation 1 to 3, reprise for non-renewal 1 to 4
 * (3 without occupants), reprise after abandonment 0 to 13 (12 without occupants).
 */
export const PROCEDURE_LAST_STEP: Record<ProcedureKind, { withOccupants: number; withoutOccupants: number }> = {
  renouvellement: { withOccupants: 1, withoutOccupants: 1 },
  conversion: { withOccupants: 1, withoutOccupants: 1 },
  donation: { withOccupants: 3, withoutOccupants: 3 },
  retrocession: { withOccupants: 1, withoutOccupants: 1 },
  repriseNonRenouvellement: { withOccupants: 4, withoutOccupants: 3 },
  repriseAbandon: { withOccupants: 13, withoutOccupants: 12 },
};
