import { baseOf, decideMutation, prepareMutation } from '../domain/mutations';
import type { ReplicaDb } from './db';
import { mutationContext, writeScope } from './writeScope';
import { setMeta } from './meta';
import { putServerRow, readState, refKey, writeRows } from './rows';
import { ensureShadows } from './shadows';

/**
 * Rebuilds the rows the outbox touches: every shadowed row goes back to the server's last version,
 * then the pending mutations are replayed in the order they were made (localId: seqs are per author) with
 * the same pure `apply` as at enqueue. After a
 * pull the user still sees their pending change on top of the newest server row (no flicker); after a
 * conflict or a rejection the refused change disappears and the server's value shows.
 *
 * The replay skips the base comparison: whether the user's value wins is the server's decision, and
 * until it answers the user sees what they did. A mutation whose rules now refuse it is left in the outbox
 * unapplied: the server will refuse it too and it will come back as a conflict or a rejection.
 * Call inside a transaction over `writeScope(db)`, or alone.
 */
export async function rebuildFromShadows(db: ReplicaDb): Promise<void> {
  await db.transaction('rw', writeScope(db), async () => {
    const shadows = await db.shadows.toArray();
    for (const s of shadows) await putServerRow(db, s.table, s.row, s.id);
    const touched = new Set<string>();
    const pending = await db.outbox.toArray();
    for (const m of pending) {
      for (const ref of m.rows) touched.add(refKey(ref));
      const prepared = prepareMutation(m.name, m.args);
      if (!prepared.ok) continue;
      const { def, args } = prepared;
      const ctx = mutationContext(db, m.actor, new Date(m.createdAt));
      const state = await readState(db, def, args);
      const decision = decideMutation(def, args, baseOf(def, args, state.row), state, ctx);
      if (decision.status !== 'applied') continue;
      await ensureShadows(db, decision.writes);
      for (const ref of await writeRows(db, decision.writes, ctx.now)) touched.add(refKey(ref));
    }
    // A shadow lives as long as a pending mutation touches its row; after that the replica's row is the server's.
    const stale = shadows.filter((s) => !touched.has(refKey(s))).map((s): [string, string] => [s.table, s.id]);
    await db.shadows.bulkDelete(stale);
    await setMeta(db, 'needsRebuild', false);
  });
}
