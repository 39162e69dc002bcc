import type { Table } from 'dexie';
import type { MutationDef, MutationState, ReadSpec, Row, RowWrite } from '../domain/mutations';
import type { WrittenRow } from '../domain/templates/hooks';
import type { ReplicaDb } from './db';
import { isReplicaTable } from './schema';
import type { ReplicaRow, RowRef } from './types';

/**
 * Reading and writing replicated rows for the optimistic apply. Tombstones never stay in the replica:
 * a row whose `deletedAt` is set is deleted locally, so every screen query sees live rows only, with
 * no filter to forget.
 */

export function tableOf(db: ReplicaDb, name: string): Table<ReplicaRow, string> {
  if (!isReplicaTable(name)) throw new Error(`Table inconnue : ${name}`);
  return db.table(name);
}

async function readSpec(db: ReplicaDb, spec: ReadSpec): Promise<Row | Row[] | null> {
  const table = tableOf(db, spec.table);
  if ('id' in spec) return (await table.get(spec.id)) ?? null;
  const entries = Object.entries(spec.where);
  const indexed = entries.find(([field, value]) => value !== null && typeof value !== 'boolean' && table.schema.idxByName[field]);
  const matches = (row: ReplicaRow): boolean => entries.every(([field, value]) => (row[field] ?? null) === value);
  const rows = indexed ? await table.where(indexed[0]).equals(indexed[1] as string | number).toArray() : await table.toArray();
  return rows.filter(matches);
}

/** The state `apply` sees: the primary row and the reads the mutation declares, from the replica. */
export async function readState(db: ReplicaDb, def: MutationDef, args: { id: string }): Promise<MutationState> {
  const row = (await tableOf(db, def.table).get(args.id)) ?? null;
  const reads: MutationState['reads'] = {};
  for (const [key, spec] of Object.entries(def.reads?.(args, row) ?? {})) reads[key] = await readSpec(db, spec);
  return { row, reads };
}

/** The rows a mutation is about to write, each with the row as it is now (null for a new one), as hooks see them. */
export async function rowsBefore(db: ReplicaDb, writes: readonly RowWrite[]): Promise<WrittenRow[]> {
  const out: WrittenRow[] = [];
  for (const w of writes) {
    const old = (await tableOf(db, w.table).get(w.id)) ?? null;
    out.push({ table: w.table as WrittenRow['table'], old, row: { ...w.row, id: w.id } });
  }
  return out;
}

/**
 * Writes the rows a mutation produced, filling the bookkeeping the server sets on its side: the local
 * copy keeps the version and seq it was pulled with (0 for a row made here) until the server's
 * version arrives by pull.
 */
export async function writeRows(db: ReplicaDb, writes: readonly RowWrite[], now: string): Promise<RowRef[]> {
  const refs: RowRef[] = [];
  for (const w of writes) {
    const table = tableOf(db, w.table);
    refs.push({ table: w.table, id: w.id });
    if (w.row.deletedAt) {
      await table.delete(w.id);
      continue;
    }
    const old = await table.get(w.id);
    await table.put({
      ...w.row,
      id: w.id,
      espaceId: db.espaceId,
      version: old?.version ?? 0,
      seq: old?.seq ?? 0,
      updatedAt: now,
      deletedAt: null,
    });
  }
  return refs;
}

/** Writes a row as the server sent it: a tombstone removes the local copy. */
export async function putServerRow(db: ReplicaDb, table: string, row: ReplicaRow | null, id: string): Promise<void> {
  const t = tableOf(db, table);
  if (!row || row.deletedAt) await t.delete(id);
  else await t.put(row);
}

export function refKey(ref: RowRef): string {
  return `${ref.table}/${ref.id}`;
}
