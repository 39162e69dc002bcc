import { z } from 'zod';
import { NOTE_ETATS } from '../constants/notifications';
import { isIsoDate } from '../dates';
import { defineMutation, readOne, type ReadSpec, type Row } from './types';
import { businessValues, changedFields, definedEntries, hasAChange, isLive, MSG_EMPLACEMENT_MISSING, NOTHING_TO_CHANGE, optionalText, rowId } from './helpers';

/**
 * Personal events of the calendar (spec 002 §2 Calendar, §3 Calendar event, §4): created by clicking a day,
 * edited by clicking the event, in the modal 'Ajouter/Modifier un événement' (date, time, title, content,
 * 'Lier à une note ?', 'Evènement personnel ?'). Holidays, concessions to renew and works are computed, never
 * stored (src/domain/calendar/agenda.ts), so these mutations only write type 'personnel'.
 *
 * - 'Evènement personnel ?' (isPersonnel): only its author sees it and may change it; otherwise the whole
 *   team of the cemetery sees it.
 * - 'Lier à une note ?' (isNote): the event also makes a note of /notes with the same title and content; the
 *   note takes the event's id (ids are unique per table), so the pair needs no extra column.
 */

export const MSG_EVENT_MISSING = 'Événement introuvable.';
export const MSG_EVENT_NOT_YOURS = "Cet événement personnel appartient à un autre utilisateur : vous ne pouvez pas le modifier.";
export const MSG_EVENT_DATES = 'La fin doit être postérieure au début.';
const TITLE_MESSAGE = 'Veuillez saisir un titre.';
const MSG_WHEN = 'Date invalide (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM attendu).';

/** Wall-clock 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' (src/domain/entities/calendarEvent.ts), from year 1. */
const when = z
  .string({ error: MSG_WHEN })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d)?$/, MSG_WHEN)
  .refine((v) => !v.startsWith('0000') && isIsoDate(v.slice(0, 10)), MSG_WHEN);

const shape = {
  titre: z.string({ error: TITLE_MESSAGE }).trim().min(1, TITLE_MESSAGE).max(200, 'Titre trop long (200 caractères au plus).'),
  contenu: optionalText(5000),
  dateDebut: when,
  dateFin: when.nullable(),
  isNote: z.boolean({ error: 'Choix invalide.' }),
  isPersonnel: z.boolean({ error: 'Choix invalide.' }),
  emplacementId: rowId.nullable(),
};

function endsBeforeStart(row: Record<string, unknown>): boolean {
  const { dateDebut, dateFin } = row;
  return typeof dateFin === 'string' && typeof dateDebut === 'string' && dateFin < dateDebut;
}

function reads(args: { id: string; emplacementId?: string | null }): Record<string, ReadSpec> {
  const out: Record<string, ReadSpec> = { note: { table: 'notes', id: args.id } };
  if (args.emplacementId) out['emplacement'] = { table: 'emplacements', id: args.emplacementId };
  return out;
}

/** The note that 'Lier à une note ?' makes, unless the event already has one. */
function linkedNote(existing: Row | null, row: Record<string, unknown>, id: string, userId: string) {
  if (existing) return [];
  const jour = String(row['dateDebut']).slice(0, 10);
  return [{ table: 'notes' as const, id, row: { id, titre: row['titre'], contenu: row['contenu'] ?? null, userId, date: jour, etat: NOTE_ETATS.active, emplacementId: row['emplacementId'] ?? null, deletedAt: null } }];
}

function foreignPersonal(row: Row, userId: string): boolean {
  return row['isPersonnel'] === true && row['userId'] !== null && row['userId'] !== userId;
}

/** 'Ajouter un événement': a click on a day, the modal, Valider. */
export const createEvent = defineMutation({
  name: 'event.create',
  table: 'events',
  kind: 'create',
  args: z.object({ id: rowId, ...shape, contenu: shape.contenu.optional(), dateFin: shape.dateFin.optional(), emplacementId: shape.emplacementId.optional() }),
  fields: () => [],
  reads: (args) => reads(args),
  apply: (state, args, ctx) => {
    if (args.emplacementId && !isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    const row = {
      id: args.id, titre: args.titre, contenu: args.contenu ?? null, dateDebut: args.dateDebut, dateFin: args.dateFin ?? null,
      type: 'personnel', emplacementId: args.emplacementId ?? null, isNote: args.isNote, isPersonnel: args.isPersonnel, userId: ctx.userId, deletedAt: null,
    };
    if (endsBeforeStart(row)) return { reject: MSG_EVENT_DATES };
    const note = args.isNote ? linkedNote(readOne(state, 'note'), row, args.id, ctx.userId) : [];
    return { writes: [{ table: 'events', id: args.id, row }, ...note] };
  },
});

/** 'Modifier un événement': only the fields present are written. */
export const updateEvent = defineMutation({
  name: 'event.update',
  table: 'events',
  kind: 'update',
  args: z
    .object({
      id: rowId, titre: shape.titre.optional(), contenu: shape.contenu.optional(), dateDebut: shape.dateDebut.optional(), dateFin: shape.dateFin.optional(),
      isNote: shape.isNote.optional(), isPersonnel: shape.isPersonnel.optional(), emplacementId: shape.emplacementId.optional(),
    })
    .refine(hasAChange, NOTHING_TO_CHANGE),
  fields: (args) => changedFields(args),
  reads: (args) => reads(args),
  apply: (state, args, ctx) => {
    if (!isLive(state.row) || state.row['type'] !== 'personnel') return { reject: MSG_EVENT_MISSING };
    if (foreignPersonal(state.row, ctx.userId)) return { reject: MSG_EVENT_NOT_YOURS };
    if (args.emplacementId && !isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    const { id, ...changes } = args;
    const row = { ...businessValues(state.row), ...definedEntries(changes) };
    if (endsBeforeStart(row)) return { reject: MSG_EVENT_DATES };
    const note = row['isNote'] === true ? linkedNote(readOne(state, 'note'), row, id, ctx.userId) : [];
    return { writes: [{ table: 'events', id, row }, ...note] };
  },
});

/** Deletes a personal event (a tombstone); its linked note stays in /notes. */
export const deleteEvent = defineMutation({
  name: 'event.delete',
  table: 'events',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => [],
  apply: (state, args, ctx) => {
    if (!isLive(state.row) || state.row['type'] !== 'personnel') return { reject: MSG_EVENT_MISSING };
    if (foreignPersonal(state.row, ctx.userId)) return { reject: MSG_EVENT_NOT_YOURS };
    return { writes: [{ table: 'events', id: args.id, row: { ...businessValues(state.row), id: args.id, deletedAt: ctx.now } }] };
  },
});

export const eventMutations = [createEvent, updateEvent, deleteEvent];
