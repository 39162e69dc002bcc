import { z } from 'zod';
import { defineMutation } from './types';
import { rowId, updateRow } from './helpers';

/** Abandon states of spec 001 §4 ("Abandon state"): 1 Bon état … 6 Péril; null = not set. */
export const ETAT_ABANDON_VALUES = [1, 2, 3, 4, 5, 6] as const;
/** Invoice states of spec 001 §4 ("Invoice select"); null = 'Non renseignée'. */
export const FACTURE_VALUES = ['réglée', 'non réglée'] as const;

/** Sets the state of abandonment of a concession (spec 001 §4, PUT /api/locations/{id}/etatabandon). */
export const setEtatAbandon = defineMutation({
  name: 'location.setEtatAbandon',
  table: 'locations',
  kind: 'update',
  args: z.object({
    id: rowId,
    etatAbandon: z
      .number({ error: "L'état d'abandon doit être un nombre de 1 à 6." })
      .int("L'état d'abandon doit être un nombre de 1 à 6.")
      .min(1, "L'état d'abandon doit être un nombre de 1 à 6.")
      .max(6, "L'état d'abandon doit être un nombre de 1 à 6.")
      .nullable(),
  }),
  fields: () => ['etatAbandon'],
  apply: (state, args) => updateRow('locations', state.row, { etatAbandon: args.etatAbandon }, 'Concession introuvable.'),
});

/** Sets the invoice state of a concession (spec 001 §4, PUT /api/locations/{id}/facture). */
export const setFacture = defineMutation({
  name: 'location.setFacture',
  table: 'locations',
  kind: 'update',
  args: z.object({
    id: rowId,
    facture: z.enum(FACTURE_VALUES, { error: "L'état de la facture doit être « réglée », « non réglée » ou vide." }).nullable(),
  }),
  fields: () => ['facture'],
  apply: (state, args) => updateRow('locations', state.row, { facture: args.facture }, 'Concession introuvable.'),
});

export const locationMutations = [setEtatAbandon, setFacture];
