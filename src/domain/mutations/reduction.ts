import { z } from 'zod';
import { REDUCTION_DESTINATIONS, REDUCTION_TYPES } from '../constants/occupants';
import { MSG_VALIDATION_REQUISE } from '../wizards/validation';
import { defineMutation, readOne, type RowWrite } from './types';
import { businessValues, isLive, optionalDate, rowId } from './helpers';
import { MSG_OCCUPANT_MISSING } from './occupant';

/** The réduction / réunion de corps wizard (spec 001 §4). */

export const MSG_REUNION_SANS_DEFUNT = 'Choisissez le ou les défunts à réunir.';
export const MSG_REUNION_AUTRE_PLOT = 'Les défunts réunis doivent reposer dans la même concession.';
export const MSG_DEFUNT_NON_PRESENT = "Ce défunt n'occupe plus de place dans la concession.";

export const reductionArgs = z
  .object({
    id: rowId,
    occupantId: rowId,
    type: z.enum(REDUCTION_TYPES, { error: 'Type de réduction inconnu.' }),
    date: optionalDate.default(null),
    dateReinhumation: optionalDate.default(null),
    destination: z.enum(REDUCTION_DESTINATIONS, { error: 'Destination inconnue.' }).default('reliquaire'),
    /** For a réunion: the other deceased gathered with this one. */
    reunis: z.array(rowId).max(50, 'Trop de défunts.').default([]),
    valide: z.literal(true, { error: MSG_VALIDATION_REQUISE }),
  })
  .refine((a) => a.type !== 'reunion de corps' || a.reunis.length > 0, { message: MSG_REUNION_SANS_DEFUNT, path: ['reunis'] })
  // A réunion gathers the bodies in a bone box: the destination is forced to it (spec 001 §4).
  .transform((a) => (a.type === 'reunion de corps' ? { ...a, destination: 'reliquaire' as const } : a));

/**
 * Records a réduction or réunion (spec 001 §4): a réduction marks the deceased 'reduit' (one place freed);
 * a réunion marks each other deceased 'reuni' (occupancy drops by their number), the main one stays.
 */
export const createReduction = defineMutation({
  name: 'reduction.create',
  table: 'reductions',
  kind: 'create',
  args: reductionArgs,
  fields: () => [],
  reads: (args) => ({
    occupant: { table: 'occupants', id: args.occupantId },
    ...Object.fromEntries(args.reunis.map((id, i) => [`reuni${i}`, { table: 'occupants' as const, id }])),
  }),
  apply: (state, args) => {
    const occupant = readOne(state, 'occupant');
    if (!isLive(occupant) || typeof occupant.locationId !== 'string') return { reject: MSG_OCCUPANT_MISSING };
    if (occupant.etat !== 'present') return { reject: MSG_DEFUNT_NON_PRESENT };
    const locationId = occupant.locationId;
    const others = args.reunis.map((_, i) => readOne(state, `reuni${i}`));
    const writes: RowWrite[] = [];
    const reunionDefunts: Record<string, { nom: string | null; prenom: string | null }> = {};
    for (const other of others) {
      if (!isLive(other)) return { reject: MSG_OCCUPANT_MISSING };
      if (other.locationId !== locationId || other.id === occupant.id) return { reject: MSG_REUNION_AUTRE_PLOT };
      if (other.etat !== 'present') return { reject: MSG_DEFUNT_NON_PRESENT };
      reunionDefunts[other.id] = { nom: (other.nom as string | null) ?? null, prenom: (other.prenom as string | null) ?? null };
      writes.push({ table: 'occupants', id: other.id, row: { ...businessValues(other), etat: 'reuni' } });
    }
    if (args.type === 'reduction de corps') writes.push({ table: 'occupants', id: occupant.id, row: { ...businessValues(occupant), etat: 'reduit' } });
    writes.unshift({
      table: 'reductions',
      id: args.id,
      row: {
        id: args.id, locationId, occupantId: occupant.id, type: args.type, date: args.date, dateReinhumation: args.dateReinhumation,
        reunionDefunts, destination: args.destination, exhumationId: null, deletedAt: null,
      },
    });
    return { writes };
  },
});

export const reductionMutations = [createReduction];
