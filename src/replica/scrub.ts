import type { ReplicaDb } from './db';
import { mediaRefs } from './media';
import { getMeta, setMeta } from './meta';
import { REPLICA_TABLES } from './schema';

/**
 * Empties a replica at sign-out while it holds other users' unsent work (issue 13): a shared tablet keeps
 * their pending changes, their refusals and the blobs those link, and nothing else. The cemetery's rows, the
 * shadows and the pull cursor go, as with a deleted replica: the next sign-in pulls the cemetery again from
 * cursor 0, and the rebuild at the end of that pull replays the kept changes on the server's rows
 * (needsRebuild), making their shadows afresh. The seq chains stay: the kept changes go on in their order.
 *
 * The leaving user's own changes go (the logout guard let them go: sent, or exported and confirmed); the
 * changes they had taken over go back to their authors. Returns false, touching nothing, when no other
 * user's work is there: the caller deletes the database instead.
 */
export async function scrubReplica(db: ReplicaDb, leavingUserId: string | null): Promise<boolean> {
  const tables = [...REPLICA_TABLES.map((t) => db.table(t)), db.outbox, db.conflicts, db.mediaBlobs, db.meta, db.shadows];
  return db.transaction('rw', tables, async () => {
    const outbox = await db.outbox.toArray();
    const conflicts = await db.conflicts.toArray();
    const kept = outbox.filter((m) => m.author.userId !== leavingUserId);
    const keptConflicts = conflicts.filter((c) => c.author.userId !== leavingUserId);
    if (kept.length + keptConflicts.length === 0) return false;

    await db.outbox.bulkDelete(outbox.filter((m) => m.author.userId === leavingUserId).flatMap((m) => (m.localId === undefined ? [] : [m.localId])));
    for (const m of kept) if (m.takeOver && m.takeOver.userId === leavingUserId && m.localId !== undefined) await db.outbox.update(m.localId, { takeOver: null });
    await db.conflicts.bulkDelete(conflicts.filter((c) => c.author.userId === leavingUserId).map((c) => c.id));
    const needed = new Set([...kept.flatMap((m) => m.media), ...keptConflicts.flatMap((c) => mediaRefs(c.args))]);
    const blobs = await db.mediaBlobs.toArray();
    await db.mediaBlobs.bulkDelete(blobs.filter((b) => b.state === 'uploaded' || !needed.has(b.sha256)).map((b) => b.sha256));

    for (const table of REPLICA_TABLES) await db.table(table).clear();
    await db.shadows.clear();
    const [chains, persistAsked] = [await getMeta(db, 'chains'), await getMeta(db, 'persistAsked')];
    await db.meta.clear();
    await setMeta(db, 'chains', chains);
    await setMeta(db, 'persistAsked', persistAsked);
    await setMeta(db, 'needsRebuild', true);
    return true;
  });
}
