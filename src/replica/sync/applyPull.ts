import type { PullResponse } from '../../domain/mutations';
import type { ReplicaDb } from '../db';
import { writeScope } from '../writeScope';
import { getMeta, setMeta } from '../meta';
import { rebuildFromShadows } from '../rebuild';
import { REPLICA_TABLES } from '../schema';
import type { ReplicaRow } from '../types';

/** The replica moved on while this page was on its way (another context pulled): drop the page. */
export class StaleCursorError extends Error {
  override readonly name = 'StaleCursorError';
}

/**
 * Stores one pull page in one transaction with its cursor, so the cursor never runs ahead of the rows
 * (a crash between the two would skip them forever). A row the outbox touches goes to its shadow, not
 * to the replica: the user's pending change stays on screen, and the last page rebuilds those rows
 * (server row + pending mutations replayed). Tombstones delete the local row.
 * Returns the number of rows received.
 */
export async function applyPullPage(db: ReplicaDb, fromCursor: number, page: PullResponse): Promise<number> {
  return db.transaction('rw', writeScope(db), async () => {
    if ((await getMeta(db, 'cursor')) !== fromCursor) throw new StaleCursorError('Curseur déjà avancé.');
    let received = 0;
    let shadowed = false;
    const hasShadows = (await db.shadows.count()) > 0;
    for (const table of REPLICA_TABLES) {
      const rows = (page.changes[table] ?? []) as ReplicaRow[];
      if (rows.length === 0) continue;
      received += rows.length;
      let direct = rows;
      if (hasShadows) {
        const shadows = await db.shadows.bulkGet(rows.map((r): [string, string] => [table, r.id]));
        direct = [];
        for (const [i, row] of rows.entries()) {
          if (shadows[i]) {
            await db.shadows.put({ table, id: row.id, row });
            shadowed = true;
          } else direct.push(row);
        }
      }
      const t = db.table<ReplicaRow, string>(table);
      const live = direct.filter((r) => !r.deletedAt);
      const dead = direct.filter((r) => r.deletedAt).map((r) => r.id);
      if (live.length > 0) await t.bulkPut(live);
      if (dead.length > 0) await t.bulkDelete(dead);
    }
    await setMeta(db, 'cursor', page.cursor);
    if (shadowed) await setMeta(db, 'needsRebuild', true);
    // Rebuild once the pull is complete: earlier pages may lack the newest version of other shadowed rows.
    if (!page.hasMore && (await getMeta(db, 'needsRebuild'))) await rebuildFromShadows(db);
    return received;
  });
}
