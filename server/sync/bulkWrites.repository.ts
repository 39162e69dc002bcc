import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bulkWrites, history } from '../db/schema';
import { HttpError } from '../errors';

/**
 * The mark of a large write under way in a cemetery (bulk_writes, server/commands/bulk.ts): while it is there,
 * the cemetery's writers are refused, its readers see nothing of the batch, and the batch's process proves
 * it is alive at each chunk. Deleting it publishes the batch (or ends its undo).
 */
export type BulkWriteRow = typeof bulkWrites.$inferSelect;

export const MSG_BULK_UNDER_WAY =
  'Un import est en cours dans ce cimetière : rien n’a été enregistré. Réessayez dans quelques instants ; les modifications en attente sur les appareils partiront d’elles-mêmes.';
export const MSG_BULK_ALREADY = 'Un import est déjà en cours dans ce cimetière : attendez qu’il se termine, puis relancez celui-ci.';

/** 503 with Retry-After: the device keeps its changes and tries again (DESIGN §5 backoff). */
export class BulkUnderWayError extends HttpError {
  constructor() {
    super(503, MSG_BULK_UNDER_WAY, { retryAfter: 30 });
  }
}

export const MSG_BULK_LOST = 'L’import a été interrompu : il est annulé, rien n’a été importé. Relancez-le dans quelques minutes.';

/**
 * The batch lost its mark (taken over as dead after a long silence, then undone by another process): it must
 * stop writing at once, and its caller learns that nothing was imported.
 */
export class BulkLostError extends HttpError {
  constructor(espaceId: string) {
    super(503, MSG_BULK_LOST, { espaceId });
  }
}

/** The cemetery's mark, if a large write is under way there. */
export async function bulkWriteOf(db: Db, espaceId: string): Promise<BulkWriteRow | null> {
  const [row] = await db.select().from(bulkWrites).where(eq(bulkWrites.espaceId, espaceId));
  return row ?? null;
}

/** The newest history id (0 when none): a batch's history entries will all come after it. */
export async function newestHistoryId(db: Db): Promise<number> {
  const [row] = await db.select({ last: sql<string | number | null>`max(${history.id})` }).from(history);
  return Number(row?.last ?? 0);
}

/** Records the mark (the caller holds the cemetery's counter lock and has checked there is none). */
export async function markBulkWrite(db: Db, row: Omit<BulkWriteRow, 'startedAt' | 'aliveAt'>): Promise<void> {
  await db.insert(bulkWrites).values(row);
}

/**
 * The heartbeat of a chunk, in its own transaction: proves the batch still holds its mark (else BulkLostError,
 * and the chunk's transaction rolls back).
 */
export async function touchBulkWrite(db: Db, espaceId: string, owner: string, state: 'writing' | 'undoing'): Promise<void> {
  const touched = await db
    .update(bulkWrites)
    .set({ aliveAt: sql`now()` })
    .where(and(eq(bulkWrites.espaceId, espaceId), eq(bulkWrites.owner, owner), eq(bulkWrites.state, state)))
    .returning({ espaceId: bulkWrites.espaceId });
  if (touched.length === 0) throw new BulkLostError(espaceId);
}

/**
 * A later part of a batch written by parts (server/commands/bulk.ts): its seqs and tables join the mark, in the
 * transaction that moves the counter (BulkLostError when the mark is no longer the owner's).
 */
export async function extendBulkWrite(db: Db, espaceId: string, owner: string, topSeq: number, tables: string[]): Promise<void> {
  const extended = await db
    .update(bulkWrites)
    .set({ topSeq, tables, aliveAt: sql`now()` })
    .where(and(eq(bulkWrites.espaceId, espaceId), eq(bulkWrites.owner, owner), eq(bulkWrites.state, 'writing')))
    .returning({ espaceId: bulkWrites.espaceId });
  if (extended.length === 0) throw new BulkLostError(espaceId);
}

/** From 'writing' to 'undoing' (a failure of the batch itself): false when the mark is no longer its own. */
export async function startUndo(db: Db, espaceId: string, owner: string): Promise<boolean> {
  const rows = await db
    .update(bulkWrites)
    .set({ state: 'undoing', aliveAt: sql`now()` })
    .where(and(eq(bulkWrites.espaceId, espaceId), eq(bulkWrites.owner, owner)))
    .returning({ espaceId: bulkWrites.espaceId });
  return rows.length > 0;
}

/**
 * Takes over one mark whose heartbeat stopped `staleMs` ago or more (its process died): it becomes `owner`'s,
 * to undo. Null when there is none. Several processes may look at once: each mark goes to one of them.
 */
export async function claimDeadBulkWrite(db: Db, owner: string, staleMs: number): Promise<BulkWriteRow | null> {
  const [row] = await db
    .update(bulkWrites)
    .set({ owner, state: 'undoing', aliveAt: sql`now()` })
    .where(
      sql`${bulkWrites.espaceId} = (select espace_id from ${bulkWrites} where alive_at <= now() - make_interval(secs => ${staleMs / 1000}) limit 1 for update skip locked)`,
    )
    .returning();
  return row ?? null;
}

export async function deleteBulkWrite(db: Db, espaceId: string, owner: string): Promise<boolean> {
  const rows = await db
    .delete(bulkWrites)
    .where(and(eq(bulkWrites.espaceId, espaceId), eq(bulkWrites.owner, owner)))
    .returning({ espaceId: bulkWrites.espaceId });
  return rows.length > 0;
}

/**
 * For readers of `history`: true for entries not written by a large write still under way (its entries are
 * published with it). `entry` is the history table as named in the query.
 */
export function publishedHistory(entry: typeof history = history): SQL {
  return sql`not exists (select 1 from ${bulkWrites} b where b.espace_id = ${entry.espaceId} and ${entry.id} > b.history_from and ${entry.tableName} = any(b.tables))`;
}
