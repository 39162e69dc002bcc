import { sql, type SQL } from 'drizzle-orm';
import { REPLICATED_TABLES, type TableName } from '../../src/domain/entities/tables';
import type { Db } from '../db/client';
import { tableInfo, type TableInfo } from './tables';

/** A row of the page's probe: which table holds a changed row, and its seq. */
export interface ChangeRef {
  table: TableName;
  seq: number;
}

/**
 * The (table, seq) of this cemetery's rows above the cursor, across every replicated table, smallest seq
 * first, at most `limit`: each branch an index-only walk of its (espace_id, seq) index. `upTo`, when given,
 * is the last seq readers may see (a large write under way holds the seqs above it, server/commands/bulk.ts).
 */
export async function nextChanges(db: Db, espaceId: string, cursor: number, limit: number, upTo: number | null = null): Promise<ChangeRef[]> {
  const bound = upTo === null ? sql`` : sql` and seq <= ${upTo}`;
  const branches = REPLICATED_TABLES.map((name) => {
    const info = tableInfo(name);
    const scope = name === 'espaces' ? sql`id` : sql`espace_id`;
    return sql`(select ${name}::text as t, seq from ${sql.identifier(info.sqlName)} where ${scope} = ${espaceId} and seq > ${cursor}${bound} order by seq limit ${limit})`;
  });
  const result = await db.execute(sql`select t, seq from (${sql.join(branches, sql` union all `)}) as changes order by seq limit ${limit}`);
  return rowsOf<{ t: string; seq: number | string }>(result).map((r) => ({ table: r.t as TableName, seq: Number(r.seq) }));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** json_build_object takes at most 100 arguments: 50 fields per call, merged as jsonb beyond that. */
const FIELDS_PER_OBJECT = 50;
const rowJsonCache = new Map<string, SQL>();

/**
 * One row as the contract's JSON, built by PostgreSQL (docs/CONTRACTS.md, as server/sync/rows.ts does in
 * JavaScript): camelCase keys, instants as ISO 8601 UTC with milliseconds, dates 'YYYY-MM-DD', numerics as
 * numbers, server-only columns left out.
 */
function rowJson(info: TableInfo): SQL {
  const hit = rowJsonCache.get(info.name);
  if (hit) return hit;
  const pairs = Object.entries(info.columns)
    .filter(([key]) => !info.serverOnly.has(key))
    .map(([key, col]) => {
      const value = col.columnType === 'PgTimestampString' ? sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`${col}`;
      return sql`${key}::text, ${value}`;
    });
  const objects: SQL[] = [];
  for (let i = 0; i < pairs.length; i += FIELDS_PER_OBJECT) objects.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + FIELDS_PER_OBJECT), sql`, `)})`);
  const built = objects.length === 1 ? sql`json_build_object(${sql.join(pairs, sql`, `)})` : sql`(${sql.join(objects, sql` || `)})`;
  rowJsonCache.set(info.name, built);
  return built;
}

/**
 * The rows of one table of this cemetery with from <= seq <= to (tombstones included), in seq order, as one
 * JSON array text built by the database: one index range, no row objects made in JavaScript.
 */
export async function rowsJsonInSeqRange(db: Db, info: TableInfo, espaceId: string, from: number, to: number): Promise<{ count: number; json: string }> {
  const range = from === to ? sql`${info.seq} = ${from}` : sql`${info.seq} between ${from} and ${to}`;
  const result = await db.execute(
    sql`select count(*)::int as n, coalesce(json_agg(${rowJson(info)} order by ${info.seq}), '[]')::text as j from ${info.table} where ${info.scope} = ${espaceId} and ${range}`,
  );
  const [row] = rowsOf<{ n: number | string; j: string }>(result);
  return { count: Number(row?.n ?? 0), json: row?.j ?? '[]' };
}
