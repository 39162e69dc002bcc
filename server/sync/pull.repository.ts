import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { REPLICATED_TABLES } from '../../src/domain/entities/tables';
import type { Row } from '../../src/domain/mutations/types';
import type { Db } from '../db/client';
import { toContractRow } from './rows';
import { tableInfo, type TableInfo } from './tables';

/**
 * The seqs of this cemetery's rows above the cursor, across every replicated table, smallest first, at most
 * `limit`: numbers only, each branch an index-only walk of its (espace_id, seq) index.
 */
export async function nextSeqs(db: Db, espaceId: string, cursor: number, limit: number): Promise<number[]> {
  const branches = REPLICATED_TABLES.map((name) => {
    const info = tableInfo(name);
    const scope = name === 'espaces' ? sql`id` : sql`espace_id`;
    return sql`(select seq from ${sql.identifier(info.sqlName)} where ${scope} = ${espaceId} and seq > ${cursor} order by seq limit ${limit})`;
  });
  const result = await db.execute(sql`select seq from (${sql.join(branches, sql` union all `)}) as changes order by seq limit ${limit}`);
  return (result as unknown as { rows: Array<{ seq: number | string }> }).rows.map((r) => Number(r.seq));
}

/** The rows of one table of this cemetery with from <= seq <= to (tombstones included), in seq order: one index range. */
export async function rowsInSeqRange(db: Db, info: TableInfo, espaceId: string, from: number, to: number): Promise<Row[]> {
  const raws = (await db
    .select()
    .from(info.table)
    .where(and(eq(info.scope, espaceId), from === to ? eq(info.seq, from) : and(gte(info.seq, from), lte(info.seq, to))))
    .orderBy(asc(info.seq))) as Record<string, unknown>[];
  return raws.map((raw) => toContractRow(info, raw));
}
