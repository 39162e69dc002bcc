import { prepareMutation, type MutationResult } from '../../domain/mutations';
import type { ReplicaDb } from '../db';
import { setMeta } from '../meta';
import { tableOf } from '../rows';
import type { ConflictEntry, OutboxEntry, ReplicaRow } from '../types';

export interface PushTally {
  applied: number;
  refused: number;
}

/** The values the user wanted for the fields the mutation writes, read from the optimistic replica. */
async function userValues(db: ReplicaDb, m: OutboxEntry): Promise<{ table: string | null; mine: Record<string, unknown> }> {
  const prepared = prepareMutation(m.name, m.args);
  if (!prepared.ok) return { table: null, mine: { ...m.args } };
  const { def, args } = prepared;
  const row = await tableOf(db, def.table).get(args.id);
  const mine: Record<string, unknown> = {};
  for (const field of def.fields(args)) mine[field] = field in args ? args[field] : (row?.[field] ?? null);
  if (def.kind === 'create') for (const [k, v] of Object.entries(args)) if (k !== 'id') mine[k] = v;
  return { table: def.table, mine };
}

/**
 * Settles the server's answers (DESIGN §5): applied and duplicate leave the outbox; conflict and
 * rejected move to `conflicts` with the server's row and the user's values, so nothing is dropped
 * silently. A refused change must disappear from the replica: its rows are flagged for the rebuild that
 * follows the pull (shadows get the server's `current` row now). One transaction for the whole batch.
 */
export async function applyPushResults(db: ReplicaDb, sent: readonly OutboxEntry[], results: readonly MutationResult[], now: Date = new Date()): Promise<PushTally> {
  const byId = new Map(sent.map((m) => [m.id, m]));
  const tally: PushTally = { applied: 0, refused: 0 };
  const tables = [...new Set(sent.flatMap((m) => m.rows.map((r) => r.table)))];
  await db.transaction('rw', [db.outbox, db.conflicts, db.shadows, db.meta, ...tables.map((t) => db.table(t))], async () => {
    for (const result of results) {
      const m = byId.get(result.id);
      if (!m || !(await db.outbox.get(m.localId ?? -1))) continue;
      // A duplicate repeats the first answer: a refusal we never heard of is still a refusal.
      const status = result.status === 'duplicate' ? (result.original ?? 'applied') : result.status;
      if (status === 'applied') {
        await db.outbox.delete(m.localId ?? -1);
        tally.applied++;
        continue;
      }
      const { table, mine } = await userValues(db, m);
      const current = (result.current ?? null) as ReplicaRow | null;
      const conflict: ConflictEntry = {
        id: m.id,
        name: m.name,
        args: m.args,
        base: m.base,
        createdAt: m.createdAt,
        rows: m.rows,
        actor: m.actor,
        // The one who sent it decides: an administrator who took the change over answers for it now.
        author: m.takeOver ? { userId: m.takeOver.userId, name: m.takeOver.name } : m.author,
        status,
        message: result.error ?? (status === 'conflict' ? 'Cette fiche a été modifiée entre-temps sur un autre appareil.' : 'Modification refusée par le serveur.'),
        current,
        table,
        mine,
        receivedAt: now.toISOString(),
      };
      await db.conflicts.put(conflict);
      await db.outbox.delete(m.localId ?? -1);
      if (current && table && (await db.shadows.get([table, current.id]))) {
        await db.shadows.put({ table, id: current.id, row: current });
      }
      tally.refused++;
    }
    // Every answer calls for the rebuild after the pull: a refused change must vanish, and an applied
    // one that changed nothing on the server brings no new row by pull, so only its shadow (the server's
    // row) can replace the optimistic copy and be dropped.
    if (tally.applied + tally.refused > 0) await setMeta(db, 'needsRebuild', true);
  });
  return tally;
}
