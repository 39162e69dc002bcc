import { z } from 'zod';
import { NOTE_ETATS } from '../constants/notifications';
import { defineMutation, readOne, type ReadSpec } from './types';
import { changedFields, hasAChange, isLive, isoDate, MSG_EMPLACEMENT_MISSING, NOTHING_TO_CHANGE, optionalText, rowId, tombstone, updateRow } from './helpers';

/**
 * Notes of a cemetery (spec 002 §2 Notes screen, §3 Note): titre and contenu, etat 1 active, 2 archived,
 * 3 trash. Edit, archive, trash and restore are all updates (PUT /api/notes/{id} with the same payload);
 * the final delete is a tombstone. A note may be linked to a plot (emplacementId, issue 18): the plot's sheet then
 * shows it in its notes bubble, and the global search finds it.
 */

export const MSG_NOTE_MISSING = 'Note introuvable.';
const TITLE_MESSAGE = 'Veuillez saisir un titre.';

const titre = z.string({ error: TITLE_MESSAGE }).trim().min(1, TITLE_MESSAGE).max(200, 'Titre trop long (200 caractères au plus).');
const etat = z.union([z.literal(NOTE_ETATS.active), z.literal(NOTE_ETATS.archivee), z.literal(NOTE_ETATS.corbeille)], {
  error: 'État de note invalide.',
});
const date = isoDate;
const emplacementId = rowId.nullable();

/** The plot a note is linked to must exist in the cemetery (read only when the args name one). */
function plotRead(args: { emplacementId?: string | null }): Record<string, ReadSpec> {
  return args.emplacementId ? { emplacement: { table: 'emplacements', id: args.emplacementId } } : {};
}

/** 'Ajouter une note': the author is the signed-in user and the date today's unless given. */
export const createNote = defineMutation({
  name: 'note.create',
  table: 'notes',
  kind: 'create',
  args: z.object({ id: rowId, titre, contenu: optionalText(20_000).optional(), date: date.optional(), etat: etat.optional(), emplacementId: emplacementId.optional() }),
  fields: () => [],
  reads: (args) => plotRead(args),
  apply: (state, args, ctx) => {
    if (args.emplacementId && !isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    const row = {
      id: args.id,
      titre: args.titre,
      contenu: args.contenu ?? null,
      userId: ctx.userId,
      date: args.date ?? ctx.today,
      etat: args.etat ?? NOTE_ETATS.active,
      emplacementId: args.emplacementId ?? null,
      deletedAt: null,
    };
    return { writes: [{ table: 'notes', id: args.id, row }] };
  },
});

/** Edits, archives (etat 2), trashes (etat 3) or restores (etat 1) a note. */
export const updateNote = defineMutation({
  name: 'note.update',
  table: 'notes',
  kind: 'update',
  args: z
    .object({ id: rowId, titre: titre.optional(), contenu: optionalText(20_000).optional(), date: date.optional(), etat: etat.optional(), emplacementId: emplacementId.optional() })
    .refine(hasAChange, NOTHING_TO_CHANGE),
  fields: (args) => changedFields(args),
  reads: (args) => plotRead(args),
  apply: (state, args) => {
    if (args.emplacementId && !isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    const { id: _id, ...changes } = args;
    return updateRow('notes', state.row, changes, MSG_NOTE_MISSING);
  },
});

/** Deletes a note after 'Etes vous sûr de vouloir supprimer cette note ?' (spec 002 §8): a tombstone. */
export const deleteNote = defineMutation({
  name: 'note.delete',
  table: 'notes',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => [],
  apply: (state, _args, ctx) => tombstone('notes', state.row, ctx.now, MSG_NOTE_MISSING),
});

export const noteMutations = [createNote, updateNote, deleteNote];
