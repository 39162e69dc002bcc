import { z } from 'zod';
import { RESTORABLE_TABLES } from '../donnees/restorePlan';
import { defineMutation, type RowWrite } from './types';
import { optionalInstant, rowId } from './helpers';
import { MSG_ESPACE_MISSING } from './espace';

/**
 * Restore point (spec 000 §2.10, issue 15): writes back the rows of the cemetery as they were at a moment.
 * The server computes the lines from its history (src/domain/donnees/restorePlan.ts) inside the transaction
 * that applies them, so they cannot miss a change made meanwhile; being a mutation of the catalogue, the
 * restore takes seqs (devices receive it by sync), lands in the history (it is listed and can be undone by
 * restoring to the moment just before it) and is refused to anyone but an administrator.
 */

export const MSG_RESTORE_EMPTY = 'Rien à restaurer : le cimetière est déjà dans cet état.';
export const MSG_RESTORE_LINES = 'Lignes à restaurer invalides.';
export const MSG_RESTORE_FOREIGN = 'Ce point de restauration concerne un autre cimetière.';

/** A JSON value as stored in a row (numbers finite). */
const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number().finite(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

const line = z.object({
  table: z.enum(RESTORABLE_TABLES, { error: MSG_RESTORE_LINES }),
  id: rowId,
  valeurs: z.record(z.string(), jsonValue, { error: MSG_RESTORE_LINES }),
});

export const restaurer = defineMutation({
  name: 'donnees.restaurer',
  table: 'espaces',
  kind: 'update',
  permission: 'admin',
  freeValues: true,
  args: z.object({
    /** The cemetery (the primary row). */
    id: rowId,
    /** The moment restored to, for the history's wording. */
    moment: optionalInstant,
    lignes: z.array(line, { error: MSG_RESTORE_LINES }).min(1, MSG_RESTORE_EMPTY).max(200_000, 'Trop de lignes à restaurer en une fois.'),
  }),
  fields: () => [],
  apply: (state, args, ctx) => {
    if (!state.row) return { reject: MSG_ESPACE_MISSING };
    if (args.id !== ctx.espaceId) return { reject: MSG_RESTORE_FOREIGN };
    if (args.lignes.some((l) => l.table === 'espaces' && l.id !== ctx.espaceId)) return { reject: MSG_RESTORE_FOREIGN };
    const writes: RowWrite[] = args.lignes.map((l) => {
      // Bookkeeping is the executor's; a line only carries business values and its tombstone.
      const { espaceId: _e, version: _v, seq: _s, updatedAt: _u, changeSeq: _c, ...valeurs } = l.valeurs;
      const deletedAt = typeof valeurs.deletedAt === 'string' ? valeurs.deletedAt : null;
      // The cemetery's own row never leaves its municipality, whatever a line says.
      const owner = l.table === 'espaces' ? { societeId: state.row?.societeId, deletedAt: null } : {};
      return { table: l.table, id: l.id, row: { ...valeurs, id: l.id, deletedAt, ...owner } };
    });
    return { writes };
  },
});

export const restoreMutations = [restaurer];
