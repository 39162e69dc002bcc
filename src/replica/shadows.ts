import type { ReplicaDb } from './db';
import { tableOf } from './rows';
import type { RowRef } from './types';

/**
 * Before the first pending change to a row, remember the row as the server last sent it. A row with
 * no shadow is untouched by the outbox, so the replica's copy *is* the server's.
 */
export async function ensureShadows(db: ReplicaDb, refs: readonly RowRef[]): Promise<void> {
  for (const ref of refs) {
    if (await db.shadows.get([ref.table, ref.id])) continue;
    const row = (await tableOf(db, ref.table).get(ref.id)) ?? null;
    await db.shadows.put({ table: ref.table, id: ref.id, row });
  }
}
