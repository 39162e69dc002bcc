import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { TableName } from '../../src/domain/entities/tables';
import type { Row } from '../../src/domain/mutations/types';
import type { Db } from '../db/client';
import { updateJsonRows } from '../db/jsonRows';
import { appliedMutations, espaces, history } from '../db/schema';
import { deleteBulkWrite, touchBulkWrite, type BulkWriteRow } from '../sync/bulkWrites.repository';
import { toColumnValues } from '../sync/rows';
import { tableInfo } from '../sync/tables';

/**
 * Takes a large write back out (server/commands/bulk.ts), after its own failure or once its process died: the
 * cemetery ends as it was before the batch, apart from seqs. In short transactions, each proving the mark is
 * still this owner's, so other users are answered in between and a second process never undoes it twice:
 * 1. each row of the batch (its cemetery's rows with base_seq < seq <= top_seq: nobody else wrote there) is
 *    deleted when the batch created it, or given back its values from before the batch (the old row of its
 *    first history entry after history_from) with a NEW seq: a device that bootstrapped during the batch saw
 *    neither version and must receive it; the row's history entries of the batch go in the same transaction,
 *    so an undo that stops half-way resumes where it was;
 * 2. the batch's remaining history entries (rows it had not written yet) and its answers are deleted;
 * 3. the mark is deleted; the counter goes back to base_seq when no seq above top_seq was handed out meanwhile.
 * The cemetery's own row is never written before the publication, so it has nothing to undo.
 */
export async function undoBulkWrite(db: Db, mark: BulkWriteRow, owner: string): Promise<void> {
  const espaceId = mark.espaceId;
  const touch = (tx: Db) => touchBulkWrite(tx, espaceId, owner, 'undoing');
  for (const table of mark.tables as TableName[]) {
    if (table === 'espaces') continue;
    while (await db.transaction((tx) => undoRows(tx, mark, table, touch))) await nextTurn();
  }
  const theirHistory = sql`select id from ${history} where ${history.espaceId} = ${espaceId} and ${history.id} > ${mark.historyFrom} and ${history.tableName} = any(${sqlArray(mark.tables)}) order by ${history.id} limit ${UNDO_CHUNK}`;
  while (await deleteSome(db, touch, (tx) => tx.delete(history).where(sql`${history.id} in (${theirHistory})`).returning({ id: history.id }))) await nextTurn();
  const theirAnswers = sql`select id from ${appliedMutations} where ${appliedMutations.bulkId} = ${mark.batchId} limit ${UNDO_CHUNK}`;
  while (await deleteSome(db, touch, (tx) => tx.delete(appliedMutations).where(sql`${appliedMutations.id} in (${theirAnswers})`).returning({ id: appliedMutations.id }))) await nextTurn();
  await db.transaction(async (tx) => {
    const [counter] = await tx.select({ changeSeq: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espaceId)).for('update');
    if (counter?.changeSeq === mark.topSeq) await tx.update(espaces).set({ changeSeq: mark.baseSeq }).where(eq(espaces.id, espaceId));
    await deleteBulkWrite(tx, espaceId, owner);
  });
}

/** Rows per undo statement. */
const UNDO_CHUNK = 500;

/** One chunk of step 1 for `table`; false when none of its rows is left to undo. */
async function undoRows(tx: Db, mark: BulkWriteRow, table: TableName, touch: (tx: Db) => Promise<void>): Promise<boolean> {
  await touch(tx);
  const info = tableInfo(table);
  const espaceId = mark.espaceId;
  const rows = await tx
    .select({ id: info.id })
    .from(info.table)
    .where(and(eq(info.scope, espaceId), gt(info.seq, mark.baseSeq), lte(info.seq, mark.topSeq)))
    .orderBy(info.seq)
    .limit(UNDO_CHUNK);
  if (rows.length === 0) return false;
  const ids = rows.map((r) => String(r.id));
  // The first entry of each row after the mark: its old row is the row before the batch (null: created by it).
  const firsts = await tx.execute(sql`
    select distinct on (row_id) row_id, old_row from ${history}
    where espace_id = ${espaceId} and id > ${mark.historyFrom} and table_name = ${table} and row_id = any(${sqlArray(ids)}::uuid[])
    order by row_id, id`);
  const before = new Map((firsts as unknown as { rows: Array<{ row_id: string; old_row: Row | null }> }).rows.map((r) => [String(r.row_id), r.old_row]));
  const created = ids.filter((id) => !before.get(id));
  const restored = ids.flatMap((id) => {
    const old = before.get(id);
    return old ? [old] : [];
  });
  if (created.length > 0) await tx.delete(info.table).where(and(eq(info.scope, espaceId), inArray(info.id, created)));
  if (restored.length > 0) {
    const [counter] = await tx
      .update(espaces)
      .set({ changeSeq: sql`${espaces.changeSeq} + ${restored.length}` })
      .where(eq(espaces.id, espaceId))
      .returning({ changeSeq: espaces.changeSeq });
    const first = (counter?.changeSeq ?? 0) - restored.length + 1;
    const values = restored.map((old, i) => ({ ...toColumnValues(info, old), seq: first + i }));
    // Grouped by their columns (a column absent from an old row keeps its value).
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const v of values) {
      const key = Object.keys(v).sort().join(',');
      groups.set(key, [...(groups.get(key) ?? []), v]);
    }
    for (const group of groups.values()) await updateJsonRows(tx, info.table, group, info.scopeKey === 'id' ? ['id'] : ['id', 'espaceId']);
  }
  await tx.delete(history).where(and(eq(history.espaceId, espaceId), gt(history.id, mark.historyFrom), eq(history.tableName, table), inArray(history.rowId, ids)));
  return true;
}

async function deleteSome(db: Db, touch: (tx: Db) => Promise<void>, remove: (tx: Db) => Promise<unknown[]>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await touch(tx);
    return (await remove(tx)).length > 0;
  });
}

/** A text[] literal parameter (one parameter, whatever the number of values). */
function sqlArray(values: readonly string[]) {
  return sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}

/** Lets other users' requests run between two chunks. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
