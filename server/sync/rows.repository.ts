import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReadSpec, Row } from '../../src/domain/mutations/types';
import type { Db } from '../db/client';
import { espaces, history } from '../db/schema';
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

/** The row of this cemetery with this id, tombstone included, or null. */
export async function findRow(db: Db, info: TableInfo, espaceId: string, id: string): Promise<Row | null> {
  const [row] = await selectRows(db, info, and(eq(info.id, id), eq(info.scope, espaceId)));
  return row ?? null;
}

/** Whether some row of any cemetery already has this id (a creation must not reuse it). */
export async function idExists(db: Db, info: TableInfo, id: string): Promise<boolean> {
  const found = await db.select({ id: info.id }).from(info.table).where(eq(info.id, id));
  return found.length > 0;
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
 * Locks the cemetery's counter row for the rest of the transaction. Taken before any row is read, so
 * that two writers of one cemetery never decide on the same stale row (no lost update), and so that seq
 * is handed out in commit order (DESIGN §4).
 */
export async function lockEspace(db: Db, espaceId: string): Promise<void> {
  await db.select({ id: espaces.id }).from(espaces).where(eq(espaces.id, espaceId)).for('update');
}

/** The next seq of the cemetery (DESIGN §4: `UPDATE espaces SET change_seq = change_seq + 1 ... RETURNING`). */
export async function takeSeq(db: Db, espaceId: string): Promise<number> {
  const [row] = await db
    .update(espaces)
    .set({ changeSeq: sql`${espaces.changeSeq} + 1` })
    .where(eq(espaces.id, espaceId))
    .returning({ changeSeq: espaces.changeSeq });
  if (!row) throw new Error(`Cimetière ${espaceId} absent`);
  return row.changeSeq;
}

export async function currentSeq(db: Db, espaceId: string): Promise<number> {
  const [row] = await db.select({ changeSeq: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espaceId));
  return row?.changeSeq ?? 0;
}

export interface StoredWrite {
  info: TableInfo;
  espaceId: string;
  /** The row as it was (null for a creation); appended to history. */
  old: Row | null;
  /** The full new row, bookkeeping included. */
  row: Row;
}

/** Inserts or updates the row, then appends its old version to history (who, when, which mutation). */
export async function storeWrite(db: Db, write: StoredWrite, who: { userId: string; actorId: string; mutationId: string | null; at: string }): Promise<void> {
  const { info, espaceId, old, row } = write;
  const values = toColumnValues(info, row);
  if (old) {
    await db.update(info.table).set(values).where(and(eq(info.id, row.id), eq(info.scope, espaceId)));
  } else {
    await db.insert(info.table).values(values);
  }
  await db.insert(history).values({
    espaceId,
    tableName: info.name,
    rowId: row.id,
    oldRow: old,
    userId: who.userId,
    actorId: who.actorId,
    mutationId: who.mutationId,
    at: who.at,
  });
}

/** Ids of a list of rows of one table, for the pull's second step. */
export async function rowsByIds(db: Db, info: TableInfo, espaceId: string, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return selectRows(db, info, and(eq(info.scope, espaceId), inArray(info.id, ids)));
}
