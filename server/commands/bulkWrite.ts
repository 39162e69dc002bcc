import type { Db } from '../db/client';
import { insertJsonRows, updateJsonRows } from '../db/jsonRows';
import { appliedMutations, history } from '../db/schema';
import { deleteBulkWrite, touchBulkWrite, type BulkWriteRow } from '../sync/bulkWrites.repository';
import type { MutationResult } from '../../src/domain/mutations/envelope';
import type { StoredWrite } from '../sync/rows.repository';
import { toColumnValues } from '../sync/rows';
import { announce } from './bulkEvents';
import type { Decided, DecidedAnswer, DecidedHistory } from './bulkScope';
import { REST_ORIGIN } from './types';
import { nextTurn } from './bulkUndo';

/**
 * Step 4 of a large write (server/commands/bulk.ts): the decided history entries, rows and answers, by chunks,
 * each chunk one short transaction that first proves the batch still holds its mark. History first: a row is
 * never written before the entry that holds its old values (what an undo gives back). Each row takes its final
 * seq, `offset` + its provisional one (base_seq, or for a later part of a batch written by parts, where its seqs
 * start: see runBulk). Returns the cemetery's own row when the batch changes it: written by
 * publishBulkWrite, with the mark's deletion.
 */
export async function writeDecided(db: Db, mark: BulkWriteRow, decided: Decided, now: string, offset = mark.baseSeq): Promise<StoredWrite | null> {
  const chunk = async (step: string, table: string, write: (tx: Db) => Promise<void>) => {
    await db.transaction(async (tx) => {
      await touchBulkWrite(tx, mark.espaceId, mark.owner, 'writing');
      await write(tx);
    });
    await announce('chunk', mark.espaceId, { step, table });
    await nextTurn();
  };

  const entries = decided.history;
  decided.history = [];
  for (let i = 0; i < entries.length; i += CHUNK) {
    const part = entries.slice(i, i + CHUNK);
    for (let j = i; j < i + part.length; j += 1) entries[j] = undefined as never;
    await chunk('history', 'history', (tx) => insertJsonRows(tx, history, part.map((entry) => historyValues(mark, entry, offset))));
  }

  let cemeteryRow: StoredWrite | null = null;
  // By table, creation or change, and set of columns (each statement's rows have the same columns).
  const groups = new Map<string, { write: StoredWrite; values: Record<string, unknown> }[]>();
  const flush = async (key: string) => {
    const group = groups.get(key);
    if (!group || group.length === 0) return;
    groups.delete(key);
    const { info, old } = group[0]!.write;
    const values = group.map((g) => g.values);
    await chunk('rows', info.name, (tx) =>
      old ? updateJsonRows(tx, info.table, values, info.scopeKey === 'id' ? ['id'] : ['id', 'espaceId']) : insertJsonRows(tx, info.table, values),
    );
  };
  const writes = decided.writes;
  decided.writes = [];
  for (let i = 0; i < writes.length; i += 1) {
    const write = writes[i]!;
    writes[i] = undefined as never;
    write.row.seq = offset + Number(write.row.seq);
    if (write.info.name === 'espaces') {
      cemeteryRow = write;
      continue;
    }
    const values = toColumnValues(write.info, write.row);
    const key = `${write.info.name}/${write.old ? 'u' : 'i'}/${Object.keys(values).sort().join(',')}`;
    const group = groups.get(key) ?? [];
    group.push({ write, values });
    groups.set(key, group);
    if (group.length >= CHUNK) await flush(key);
  }
  for (const key of [...groups.keys()]) await flush(key);

  const answers = decided.answers;
  decided.answers = [];
  for (let i = 0; i < answers.length; i += CHUNK) {
    const part = answers.slice(i, i + CHUNK).map((e) => answerValues(mark, e, now));
    for (let j = i; j < Math.min(i + CHUNK, answers.length); j += 1) answers[j] = undefined as never;
    await chunk('answers', 'applied_mutations', (tx) => insertJsonRows(tx, appliedMutations, part));
  }
  return cemeteryRow;
}

/** Step 5: the cemetery's own row if the batch changes it, and the mark deleted: the batch appears at once. */
export async function publishBulkWrite(db: Db, mark: BulkWriteRow, cemeteryRow: StoredWrite | null): Promise<void> {
  await db.transaction(async (tx) => {
    await touchBulkWrite(tx, mark.espaceId, mark.owner, 'writing');
    if (cemeteryRow) await updateJsonRows(tx, cemeteryRow.info.table, [toColumnValues(cemeteryRow.info, cemeteryRow.row)], ['id']);
    await deleteBulkWrite(tx, mark.espaceId, mark.owner);
  });
}

/** Rows per chunk: each chunk's transaction stays well under a tenth of a second on the embedded database. */
export const CHUNK = 500;

/** As CommandBatch writes it (server/sync/rows.repository.ts insertHistory); a version the batch wrote before carries its final seq. */
function historyValues(mark: BulkWriteRow, entry: DecidedHistory, offset: number): Record<string, unknown> {
  const { who } = entry;
  const oldRow = entry.old && entry.oldInBatch ? { ...entry.old, seq: offset + Number(entry.old.seq) } : entry.old;
  return { espaceId: mark.espaceId, tableName: entry.table, rowId: entry.rowId, oldRow, userId: who.userId, actorId: who.actorId, mutationId: who.mutationId, at: who.at };
}

/** As recordAnswers writes an applied mutation of a REST route (server/sync/ledger.repository.ts), tagged with the batch. */
function answerValues(mark: BulkWriteRow, e: DecidedAnswer, now: string): Record<string, unknown> {
  const result: MutationResult = { id: e.id, status: 'applied' };
  return { id: e.id, espaceId: mark.espaceId, clientId: REST_ORIGIN.clientId, clientSeq: REST_ORIGIN.seq, name: e.name, status: result.status, result, at: now, bulkId: mark.batchId };
}
