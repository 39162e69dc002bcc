import { REPLICATED_TABLES, type TableName } from '../entities/tables';
import { jsonEqual } from '../mutations/base';
import type { Row, RowValues } from '../mutations/types';

/**
 * Restore points (spec 000 §2.10, DESIGN §4): the history keeps, for every write, the row as it was before
 * (`oldRow`, null for a creation). The state of a row at a moment is therefore the `oldRow` of its first write
 * after that moment, or the row as it is now when nothing wrote it since. Restoring the cemetery writes that
 * state back over every row written since; a row created since gets a tombstone. The restore is itself a set
 * of writes recorded in the history, so restoring to the moment just before it gives the present back.
 */

/**
 * Tables a restore point brings back. Notifications are each user's reading state, not the cemetery's data;
 * the mail archive records messages already sent (or queued): a restore can neither unsend one nor put a
 * sent one back in the queue, where it would go out a second time.
 */
export type RestorableTable = Exclude<TableName, 'notifications' | 'mailArchives'>;
export const RESTORABLE_TABLES = REPLICATED_TABLES.filter((t): t is RestorableTable => t !== 'notifications' && t !== 'mailArchives') as [RestorableTable, ...RestorableTable[]];

export function isRestorable(table: string): table is RestorableTable {
  return (RESTORABLE_TABLES as readonly string[]).includes(table);
}

/** One write of the history, as the restore reads it: `historyId` orders writes; `oldRow` is the row before. */
export interface HistoryWrite {
  historyId: number;
  table: string;
  rowId: string;
  oldRow: Record<string, unknown> | null;
}

export type RestoreAction = 'rétablie' | 'modifiée' | 'supprimée';

/** One row to write back: its values at the moment (tombstone included), and what that does to it now. */
export interface RestoreLine {
  table: RestorableTable;
  id: string;
  valeurs: RowValues;
  action: RestoreAction;
  /** Business fields whose value changes (empty for a row that is removed or brought back whole). */
  fields: string[];
}

/** Replication fields that are the server's bookkeeping, never restored. */
const BOOKKEEPING = new Set(['espaceId', 'version', 'seq', 'updatedAt', 'changeSeq']);

/** The row's business values, its tombstone included (what a write carries). */
export function restorableValues(row: Record<string, unknown>): RowValues {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!BOOKKEEPING.has(key)) out[key] = value;
  return { ...out, id: String(row.id), deletedAt: (row.deletedAt as string | null | undefined) ?? null };
}

const rowKey = (table: string, id: string) => `${table}/${id}`;
const isLiveRow = (row: Record<string, unknown> | null | undefined) => !!row && !row.deletedAt;

/**
 * The writes that bring every row written since `writes` began back to its state just before them.
 * `writes`: the history entries from the chosen moment on (any order; non-restorable tables ignored);
 * `current(table, id)`: the row as it is now, tombstones included (null when absent); `now`: the instant
 * a row created since is deleted at. Rows already in their state at the moment are left alone.
 */
export function planRestore(
  writes: readonly HistoryWrite[],
  current: (table: RestorableTable, id: string) => Row | null,
  now: string,
): RestoreLine[] {
  const first = new Map<string, HistoryWrite>();
  for (const w of writes) {
    if (!isRestorable(w.table)) continue;
    const key = rowKey(w.table, w.rowId);
    const known = first.get(key);
    if (!known || w.historyId < known.historyId) first.set(key, w);
  }
  const lines: RestoreLine[] = [];
  const ordered = [...first.values()].sort((a, b) => a.historyId - b.historyId);
  for (const w of ordered) {
    const table = w.table as RestorableTable;
    const now_ = current(table, w.rowId);
    const line = w.oldRow ? bringBack(table, w.rowId, w.oldRow, now_) : removeCreated(table, w.rowId, now_, now);
    if (line) lines.push(line);
  }
  return lines;
}

/** A row that existed at the moment: its values then, when they differ from now. */
function bringBack(table: RestorableTable, id: string, before: Record<string, unknown>, now: Row | null): RestoreLine | null {
  const valeurs = restorableValues({ ...before, id });
  const present = now ? restorableValues(now) : null;
  const fields = present ? changedKeys(present, valeurs) : Object.keys(valeurs);
  if (present && fields.length === 0) return null;
  const action: RestoreAction = isLiveRow(valeurs) ? (isLiveRow(present) ? 'modifiée' : 'rétablie') : 'supprimée';
  return { table, id, valeurs, action, fields: action === 'modifiée' ? fields.filter((f) => f !== 'deletedAt') : [] };
}

/** A row created after the moment: a tombstone, unless it is already deleted. */
function removeCreated(table: RestorableTable, id: string, now: Row | null, at: string): RestoreLine | null {
  if (!now || now.deletedAt) return null;
  return { table, id, valeurs: { ...restorableValues(now), deletedAt: at }, action: 'supprimée', fields: [] };
}

/** Keys whose values differ between two value sets (either side). */
export function changedKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => k !== 'id' && !jsonEqual(a[k] ?? null, b[k] ?? null));
}
