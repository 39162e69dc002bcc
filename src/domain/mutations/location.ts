import { z } from 'zod';
import { ETATS_ABANDON } from '../constants/etatAbandon';
import { FACTURES } from '../constants/facture';
import { defineMutation, type MutationOutcome, type Row } from './types';
import { locationLockReason, MSG_LOCATION_MISSING, rowId, updateRow } from './helpers';

const ETAT_MESSAGE = "L'état d'abandon doit être un nombre de 1 à 6.";

/** The sheet's selects apply to a live concession that is not archived (spec 001 §4 Archive). */
function updateLocation(row: Row | null, changes: Record<string, unknown>): MutationOutcome {
  const locked = locationLockReason(row);
  if (locked) return { reject: locked };
  return updateRow('locations', row, changes, MSG_LOCATION_MISSING);
}

/**
 * Sets the state of abandonment of a concession, 1 to 6 or empty (spec 001 §4 "Abandon state",
 * PUT /api/locations/{id}/etatabandon).
 */
export const setEtatAbandon = defineMutation({
  name: 'location.setEtatAbandon',
  table: 'locations',
  kind: 'update',
  args: z.object({
    id: rowId,
    etatAbandon: z
      .number({ error: ETAT_MESSAGE })
      .int(ETAT_MESSAGE)
      .refine((n) => (ETATS_ABANDON as readonly number[]).includes(n), ETAT_MESSAGE)
      .nullable(),
  }),
  fields: () => ['etatAbandon'],
  apply: (state, args) => updateLocation(state.row, { etatAbandon: args.etatAbandon }),
});

/**
 * Sets the invoice state of a concession: 'réglée', 'non réglée' or empty ('Non renseignée')
 * (spec 001 §4 "Invoice select", PUT /api/locations/{id}/facture).
 */
export const setFacture = defineMutation({
  name: 'location.setFacture',
  table: 'locations',
  kind: 'update',
  args: z.object({
    id: rowId,
    facture: z.enum(FACTURES, { error: "L'état de la facture doit être « réglée », « non réglée » ou vide." }).nullable(),
  }),
  fields: () => ['facture'],
  apply: (state, args) => updateLocation(state.row, { facture: args.facture }),
});

export const locationMutations = [setEtatAbandon, setFacture];
