import { sql, type SQL } from 'drizzle-orm';
import { REPLICATED_TABLES, type TableName } from '../../src/domain/entities/tables';
import type { Db } from '../db/client';
import { tableInfo } from './tables';

export interface RowRef {
  table: TableName;
  id: string;
  seq: number;
}

/**
 * One UNION ALL over every replicated table (and the cemetery's own row) of (table, id, seq) for this
 * cemetery within a seq range, smallest seq first. Each branch is served by its (espace_id, seq) index.
 */
function refsQuery(espaceId: string, range: SQL, limit: number | null): SQL {
  const branches = REPLICATED_TABLES.map((name) => {
    const info = tableInfo(name);
    const scope = name === 'espaces' ? sql`id` : sql`espace_id`;
    return sql`select ${name}::text as t, id::text as id, seq from ${sql.identifier(info.sqlName)} where ${scope} = ${espaceId} and ${range}`;
  });
  const union = sql.join(branches, sql` union all `);
  return limit === null
    ? sql`select t, id, seq from (${union}) as changes order by seq, t, id`
    : sql`select t, id, seq from (${union}) as changes order by seq, t, id limit ${limit}`;
}

function rowsOf(result: unknown): Array<{ t: string; id: string; seq: number | string }> {
  return (result as { rows: Array<{ t: string; id: string; seq: number | string }> }).rows;
}

function toRefs(result: unknown): RowRef[] {
  return rowsOf(result).map((r) => ({ table: r.t as TableName, id: r.id, seq: Number(r.seq) }));
}

/** Up to `limit` row references with seq > cursor, smallest seq first. */
export async function changedRefs(db: Db, espaceId: string, cursor: number, limit: number): Promise<RowRef[]> {
  return toRefs(await db.execute(refsQuery(espaceId, sql`seq > ${cursor}`, limit)));
}

/** Every row reference with exactly this seq (rows sharing a seq are never split across pages). */
export async function refsAtSeq(db: Db, espaceId: string, seq: number): Promise<RowRef[]> {
  return toRefs(await db.execute(refsQuery(espaceId, sql`seq = ${seq}`, null)));
}
