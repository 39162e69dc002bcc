import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MutationResult } from '../../src/domain/mutations/envelope';
import type { Db } from '../db/client';
import { appliedMutations, clientSeqs } from '../db/schema';
import { INSERT_CHUNK } from './rows.repository';

/**
 * The server's memory of what devices sent (DESIGN §5): every decided mutation id with its answer
 * (exactly once, across restarts), and the last seq of each device per cemetery (order, no gaps).
 */

export interface StoredAnswer {
  id: string;
  espaceId: string;
  clientSeq: number;
  result: MutationResult;
}

/** The answers already given to these ids, by id. */
export async function findAnswers(db: Db, ids: readonly string[]): Promise<Map<string, StoredAnswer>> {
  const out = new Map<string, StoredAnswer>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: appliedMutations.id, espaceId: appliedMutations.espaceId, clientSeq: appliedMutations.clientSeq, result: appliedMutations.result })
    .from(appliedMutations)
    .where(inArray(appliedMutations.id, [...ids]));
  for (const r of rows) out.set(r.id, { id: r.id, espaceId: r.espaceId, clientSeq: r.clientSeq, result: r.result as MutationResult });
  return out;
}

export interface AnswerEntry {
  id: string;
  espaceId: string;
  clientId: string;
  clientSeq: number;
  name: string;
  result: MutationResult;
  at: string;
}

/** Records decided answers under their mutation ids, in multi-row INSERTs (a batch's answers at its end). */
export async function recordAnswers(db: Db, entries: readonly AnswerEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    const rows = entries.slice(i, i + INSERT_CHUNK).map((e) => ({
      id: e.id,
      espaceId: e.espaceId,
      clientId: e.clientId,
      clientSeq: e.clientSeq,
      name: e.name,
      status: e.result.status,
      result: e.result,
      at: e.at,
    }));
    await db.insert(appliedMutations).values(rows);
  }
}

/**
 * The chain's last seq for this cemetery and the user it belongs to, its row locked until the transaction
 * ends: two pushes of one chain are decided one after the other, whatever the network does. One statement:
 * the upsert creates the row of a new chain for `authorId` or locks the existing one (ON CONFLICT DO UPDATE
 * locks the row it touches), giving a chain recorded before chains were tied to `authorId`, and returns both.
 * The caller refuses the push when the owner is someone else (the transaction then undoes the claim too).
 */
export async function lockClientSeq(db: Db, clientId: string, espaceId: string, authorId: string): Promise<{ lastSeq: number; ownerId: string | null }> {
  const [row] = await db
    .insert(clientSeqs)
    .values({ clientId, espaceId, lastSeq: 0, userId: authorId })
    .onConflictDoUpdate({
      target: [clientSeqs.clientId, clientSeqs.espaceId],
      set: { lastSeq: sql`${clientSeqs.lastSeq}`, userId: sql`coalesce(${clientSeqs.userId}, excluded.user_id)` },
    })
    .returning({ lastSeq: clientSeqs.lastSeq, ownerId: clientSeqs.userId });
  return { lastSeq: row?.lastSeq ?? 0, ownerId: row?.ownerId ?? null };
}

export async function saveClientSeq(db: Db, clientId: string, espaceId: string, lastSeq: number): Promise<void> {
  await db
    .update(clientSeqs)
    .set({ lastSeq: sql`greatest(${clientSeqs.lastSeq}, ${lastSeq})` })
    .where(and(eq(clientSeqs.clientId, clientId), eq(clientSeqs.espaceId, espaceId)));
}
