import type { ReplicaDb } from './db';
import { enqueue, writeScope, type Actor } from './enqueue';
import type { ConflictEntry, OutboxEntry } from './types';

/**
 * 'Garder ma version' (DESIGN §5): the user's change again, as a NEW mutation whose base is what the
 * replica shows now (the server's row after the rebuild), so the server applies it over the other
 * change. Queued and the conflict removed in one transaction.
 */
export async function keepMine(db: ReplicaDb, conflict: ConflictEntry, actor: Actor): Promise<OutboxEntry> {
  return db.transaction('rw', [...writeScope(db), db.conflicts], async () => {
    const entry = await enqueue(db, { name: conflict.name, args: conflict.args }, { actor });
    await db.conflicts.delete(conflict.id);
    return entry;
  });
}

/** 'Garder la version du serveur': the user drops their change; the replica already shows the server's. */
export async function keepTheirs(db: ReplicaDb, conflict: ConflictEntry): Promise<void> {
  await db.conflicts.delete(conflict.id);
}

/** One line per field for the conflicts page: what the user wanted, what the server has. */
export interface ConflictField {
  field: string;
  mine: unknown;
  server: unknown;
}

export function conflictFields(conflict: ConflictEntry): ConflictField[] {
  return Object.entries(conflict.mine).map(([field, mine]) => ({ field, mine, server: conflict.current ? (conflict.current[field] ?? null) : null }));
}
