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
 * The device's last seq for this cemetery, its row locked until the transaction ends: two pushes of one
 * device are decided one after the other, whatever the network does. One statement: the upsert creates the
 * row of a new device or locks the existing one (ON CONFLICT DO UPDATE locks the row it touches) and
 * returns its value.
 */
export async function lockClientSeq(db: Db, clientId: string, espaceId: string): Promise<number> {
  const [row] = await db
    .insert(clientSeqs)
    .values({ clientId, espaceId, lastSeq: 0 })
    .onConflictDoUpdate({ target: [clientSeqs.clientId, clientSeqs.espaceId], set: { lastSeq: sql`${clientSeqs.lastSeq}` } })
    .returning({ lastSeq: clientSeqs.lastSeq });
  return row?.lastSeq ?? 0;
}

export async function saveClientSeq(db: Db, clientId: string, espaceId: string, lastSeq: number): Promise<void> {
  await db
    .update(clientSeqs)
    .set({ lastSeq: sql`greatest(${clientSeqs.lastSeq}, ${lastSeq})` })
    .where(and(eq(clientSeqs.clientId, clientId), eq(clientSeqs.espaceId, espaceId)));
}
