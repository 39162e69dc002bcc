import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReadSpec, Row } from '../../src/domain/mutations/types';
import type { Db } from '../db/client';
import { espaces, history } from '../db/schema';
import { BulkUnderWayError, bulkWriteOf } from './bulkWrites.repository';
import { toColumnValues, toContractRow } from './rows';
import { tableInfo, type TableInfo } from './tables';

/**
 * Replicated rows as the command layer reads and writes them. Every query is scoped to one cemetery: a row
 * of another cemetery is absent here (DESIGN §4), never its content.
 */

type Raw = Record<string, unknown>;

async function selectRows(db: Db, info: TableInfo, where: SQL | undefined): Promise<Row[]> {
  const raws = (await db.select().from(info.table).where(where)) as Raw[];
  return raws.map((raw) => toContractRow(info, raw));
}

/** A row found by id in any cemetery, with the cemetery holding it (an id is unique across cemeteries). */
export interface FoundRow {
  espaceId: string;
  row: Row;
}

/**
 * The rows with these ids, whatever their cemetery, by id: one query. The caller keeps the cemetery apart
 * (a row of another cemetery is absent for it, and its id cannot be reused by a creation).
 */
export async function findByIds(db: Db, info: TableInfo, ids: readonly string[]): Promise<Map<string, FoundRow>> {
  const out = new Map<string, FoundRow>();
  if (ids.length === 0) return out;
  const raws = (await db.select().from(info.table).where(inArray(info.id, [...ids]))) as Raw[];
  for (const raw of raws) out.set(String(raw.id), { espaceId: String(raw[info.scopeKey]), row: toContractRow(info, raw) });
  return out;
}

/** A mutation's `reads`: live rows of this cemetery only (ReadSpec in src/domain/mutations/types.ts). */
export async function readSpec(db: Db, espaceId: string, spec: ReadSpec): Promise<Row | Row[] | null> {
  const info = tableInfo(spec.table);
  const live = and(eq(info.scope, espaceId), isNull(info.deletedAt));
  if ('id' in spec) {
    const [row] = await selectRows(db, info, and(live, eq(info.id, spec.id)));
    return row ?? null;
  }
  const conditions = Object.entries(spec.where).map(([field, value]) => {
    const col = info.columns[field];
    if (!col) throw new Error(`Champ ${field} absent de ${spec.table}`);
    return value === null ? isNull(col) : eq(col, value);
  });
  return selectRows(db, info, and(live, ...conditions));
}

/**
 * Locks the cemetery's counter row for the rest of the transaction and reads its change counter. Taken
 * before any row is read, so that two writers of one cemetery never decide on the same stale row (no lost
 * update), and so that seq is handed out in commit order (DESIGN §4): the next writer waits here until this
 * transaction has committed its final counter (saveCounter) and reads that value.
 *
 * While a large write is under way in the cemetery (server/commands/bulk.ts), its writers are refused with
 * BulkUnderWayError (503, retried by devices): their decisions would read rows the batch is changing. Only a
 * writer of rows no batch writes (the mail archive's sending status) passes `duringBulk: 'write'`: it takes
 * seqs above the batch's, published with it. The mark is read by a second statement, after the lock: in READ
 * COMMITTED, a mark committed while this transaction waited for the lock is seen.
 */
export async function lockCounter(db: Db, espaceId: string, opts: { duringBulk?: 'refuse' | 'write' } = {}): Promise<number> {
  const [row] = await db.select({ changeSeq: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espaceId)).for('update');
  if (!row) throw new Error(`Cimetière ${espaceId} absent`);
  if (opts.duringBulk !== 'write' && (await bulkWriteOf(db, espaceId))) throw new BulkUnderWayError();
  return row.changeSeq;
}

/** The counter's new value, once per transaction, under the lock taken by lockCounter. */
export async function saveCounter(db: Db, espaceId: string, changeSeq: number): Promise<void> {
  await db.update(espaces).set({ changeSeq }).where(eq(espaces.id, espaceId));
}

export interface StoredWrite {
  info: TableInfo;
  espaceId: string;
  /** The row as it was (null for a creation); appended to history. */
  old: Row | null;
  /** The full new row, bookkeeping included. */
  row: Row;
}

/**
 * Writes rows of one table in multi-row statements: creations are INSERTed (an id taken meanwhile by another
 * cemetery fails the transaction rather than overwrite it), updates of full rows are upserts on the id that
 * only touch a row of the same cemetery.
 */
export async function writeRows(db: Db, info: TableInfo, writes: readonly StoredWrite[]): Promise<void> {
  const creates = writes.filter((w) => !w.old).map((w) => toColumnValues(info, w.row));
  for (let i = 0; i < creates.length; i += INSERT_CHUNK) await db.insert(info.table).values(creates.slice(i, i + INSERT_CHUNK));
  // Updates carry every column of the row (the old row's values and the changes): grouped by column set.
  const bySignature = new Map<string, Record<string, unknown>[]>();
  for (const w of writes) {
    if (!w.old) continue;
    const values = toColumnValues(info, w.row);
    const signature = Object.keys(values).sort().join(',');
    const group = bySignature.get(signature) ?? [];
    group.push(values);
    bySignature.set(signature, group);
  }
  for (const [signature, rows] of bySignature) {
    const set = Object.fromEntries(
      signature
        .split(',')
        .filter((key) => key !== 'id')
        .map((key) => [key, sql`excluded.${sql.identifier(sqlName(column(info, key)))}`]),
    );
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db
        .insert(info.table)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoUpdate({ target: info.id, set, setWhere: sql`${info.scope} = excluded.${sql.identifier(sqlName(info.scope))}` });
    }
  }
}

/** A column's name in SQL: the database maps keys to snake_case (server/db/client.ts) unless named. */
function sqlName(col: PgColumn): string {
  return col.keyAsName ? toSnakeCase(col.name) : col.name;
}

function column(info: TableInfo, key: string): PgColumn {
  const col = info.columns[key];
  if (!col) throw new Error(`Colonne ${key} absente de ${info.name}`);
  return col;
}

export type HistoryEntry = typeof history.$inferInsert;

/** Appends old versions to history (who, when, which mutation), in multi-row INSERTs. */
export async function insertHistory(db: Db, entries: readonly HistoryEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) await db.insert(history).values(entries.slice(i, i + INSERT_CHUNK));
}

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 parameters per statement. */
export const INSERT_CHUNK = 1000;
