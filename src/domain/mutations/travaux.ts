import { z } from 'zod';
import { TRAVAUX_TYPES } from '../constants/travaux';
import { defineMutation, readOne, type RowValues } from './types';
import {
  businessValues, changedFields, definedEntries, hasAChange, isLive, MSG_EMPLACEMENT_MISSING, NOTHING_TO_CHANGE,
  optionalDate, optionalText, rowId, tombstone,
} from './helpers';

/** Works on a plot (spec 001 §3 Travaux, §4 Works status, §5, §9 the 19 types). */

export const MSG_TRAVAUX_MISSING = 'Travaux introuvables.';
export const MSG_TRAVAUX_DATES = 'La date de fin doit être postérieure à la date de début.';
/** The works form needs its final validation box ticked, like the procedures (spec 001 §5). */
export const MSG_TRAVAUX_NON_VALIDE = 'Veuillez cocher la case de validation.';

const travauxFieldShape = {
  type: z.enum(TRAVAUX_TYPES, { error: 'Type de travaux inconnu.' }),
  dateDebut: optionalDate.optional(),
  dateFin: optionalDate.optional(),
  demandeur: z.object({ nom: optionalText(200), prenom: optionalText(200) }).nullable().optional(),
  executant: z.object({ nomSociete: optionalText(200) }).nullable().optional(),
  description: optionalText(5000).optional(),
  documentId: rowId.nullable().optional(),
};

/** The end of works cannot come before their start. */
function datesError(row: RowValues): string | null {
  const debut = row.dateDebut as string | null;
  const fin = row.dateFin as string | null;
  return debut && fin && fin < debut ? MSG_TRAVAUX_DATES : null;
}

/** Records works on a plot (spec 001 §7 POST /api/travaux/form/{emplacementId} with valider=1). */
export const createTravaux = defineMutation({
  name: 'travaux.create',
  table: 'travaux',
  kind: 'create',
  args: z.object({
    id: rowId,
    emplacementId: rowId,
    ...travauxFieldShape,
    valide: z.literal(true, { error: MSG_TRAVAUX_NON_VALIDE }),
  }),
  fields: () => [],
  reads: (args) => ({ emplacement: { table: 'emplacements', id: args.emplacementId } }),
  apply: (state, args) => {
    if (!isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    const { id, ...fields } = args;
    const row: RowValues = {
      id,
      dateDebut: null,
      dateFin: null,
      demandeur: null,
      executant: null,
      description: null,
      documentId: null,
      ...definedEntries(fields),
      valide: true,
      deletedAt: null,
    };
    const error = datesError(row);
    return error ? { reject: error } : { writes: [{ table: 'travaux', id, row }] };
  },
});

/** Edits works; only the fields present are written. */
export const updateTravaux = defineMutation({
  name: 'travaux.update',
  table: 'travaux',
  kind: 'update',
  args: z.object({ id: rowId, ...travauxFieldShape, type: travauxFieldShape.type.optional() }).refine(hasAChange, NOTHING_TO_CHANGE),
  fields: (args) => changedFields(args),
  apply: (state, args) => {
    if (!isLive(state.row)) return { reject: MSG_TRAVAUX_MISSING };
    const { id, ...changes } = args;
    const row = { ...businessValues(state.row), ...definedEntries(changes) };
    const error = datesError(row);
    return error ? { reject: error } : { writes: [{ table: 'travaux', id, row }] };
  },
});

/** Deletes works after 'Etes vous sûr de vouloir supprimer cet élément ?' (spec 001 §7): a tombstone. */
export const deleteTravaux = defineMutation({
  name: 'travaux.delete',
  table: 'travaux',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => [],
  apply: (state, _args, ctx) => tombstone('travaux', state.row, ctx.now, MSG_TRAVAUX_MISSING),
});

export const travauxMutations = [createTravaux, updateTravaux, deleteTravaux];
