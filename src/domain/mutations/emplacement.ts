import { z } from 'zod';
import { defineMutation } from './types';
import { changedFields, hasAChange, MSG_EMPLACEMENT_MISSING, NOTHING_TO_CHANGE, optionalText, rowId, updateRow } from './helpers';

/** m², kept to 2 decimals (spec 001 §5 Surface). */
const surface = z
  .number({ error: 'La surface doit être un nombre de m².' })
  .nonnegative('La surface ne peut pas être négative.')
  .max(10_000, 'Surface trop grande.')
  .transform((n) => Math.round(n * 100) / 100)
  .nullable();

/**
 * Edits the plot's own fields (spec 001 §2 'Éditer emplacement', GET/POST /api/emplacements/emplacement-form):
 * location on the ground (carré, allée, numéro), label, surface, pre-reservation, notes, occupation kind.
 * Only the fields present are written. The map shape is the map editor's business, not this form's.
 */
export const updateEmplacement = defineMutation({
  name: 'emplacement.update',
  table: 'emplacements',
  kind: 'update',
  args: z
    .object({
      id: rowId,
      carre: optionalText(100).optional(),
      allee: optionalText(100).optional(),
      numero: optionalText(100).optional(),
      libelle: optionalText(200).optional(),
      surface: surface.optional(),
      preReservation: z.boolean({ error: 'La pré-réservation doit être possible ou impossible.' }).optional(),
      notes: optionalText(5000).optional(),
      typeOccupation: optionalText(100).optional(),
      zone: optionalText(100).optional(),
      adresse: optionalText(500).optional(),
    })
    .refine(hasAChange, NOTHING_TO_CHANGE),
  fields: (args) => changedFields(args),
  apply: (state, args) => {
    const { id: _id, ...changes } = args;
    return updateRow('emplacements', state.row, changes, MSG_EMPLACEMENT_MISSING);
  },
});

export const emplacementMutations = [updateEmplacement];
