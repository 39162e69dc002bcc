import { randomUUID } from 'node:crypto';
import type { MutationResult } from '../../src/domain/mutations/envelope';
import type { Row } from '../../src/domain/mutations/types';
import { changedKeys, isRestorable, planRestore, type RestorableTable, type RestoreLine } from '../../src/domain/donnees/restorePlan';
import type { ChangePlace, ChangeRow, HistoryChange, RowAction } from '../../src/domain/donnees/changeWording';
import { MSG_RESTORE_EMPTY } from '../../src/domain/mutations/restore';
import type { Db } from '../db/client';
import { CommandBatch } from '../commands/batch';
import { REST_ORIGIN, type CommandAuth } from '../commands/types';
import { badRequest, conflict } from '../errors';
import { findByIds } from '../sync/rows.repository';
import { tableInfo } from '../sync/tables';
import { historyAt, historyFrom, lastHistoryId, recentWrites, recordRestore, type RecentWrite } from './restore.repository';

/**
 * Restore points (spec 000 §2.10, issue 15). The list reads the last 7 days of the history; a restore goes back
 * to the moment just before a chosen history entry (`avant`): every row written since gets its value of then
 * (src/domain/donnees/restorePlan.ts), as one mutation of the catalogue (`donnees.restaurer`), decided in the
 * transaction that holds the cemetery's lock. The preview tells the newest history id it saw (`dernier`); a
 * restore that finds a newer one refuses with 409 instead of undoing a change nobody was shown.
 */

export const RESTORE_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;
/** Writes read for the list: enough for a week of a town hall's work; a bulk import counts as one change. */
const LIST_WRITES = 5000;
const ROWS_PER_CHANGE = 20;

export const MSG_TOO_OLD = 'Ce point de restauration a plus de 7 jours : seuls les 7 derniers jours sont conservés.';
export const MSG_UNKNOWN_MOMENT = 'Point de restauration introuvable.';
export const MSG_CHANGED_SINCE = "Le cimetière a été modifié depuis l'aperçu : vérifiez à nouveau ce qui sera restauré.";

type CurrentRows = Map<string, Row>;
const key = (table: string, id: string) => `${table}/${id}`;

async function currentRowsOf(db: Db, espaceId: string, refs: ReadonlyArray<{ table: string; rowId: string }>): Promise<CurrentRows> {
  const byTable = new Map<RestorableTable, Set<string>>();
  for (const r of refs) {
    if (!isRestorable(r.table)) continue;
    const set = byTable.get(r.table) ?? new Set<string>();
    set.add(r.rowId);
    byTable.set(r.table, set);
  }
  const out: CurrentRows = new Map();
  for (const [table, ids] of byTable) {
    const list = [...ids];
    for (let i = 0; i < list.length; i += 1000) {
      const found = await findByIds(db, tableInfo(table), list.slice(i, i + 1000));
      for (const [id, f] of found) if (f.espaceId === espaceId) out.set(key(table, id), f.row);
    }
  }
  return out;
}

function rowAction(before: Record<string, unknown> | null, after: Record<string, unknown> | null): RowAction {
  if (!before) return 'création';
  if (!before.deletedAt && after?.deletedAt) return 'suppression';
  if (before.deletedAt && after && !after.deletedAt) return 'rétablissement';
  return 'modification';
}

/** The plot a row concerns: itself, or its emplacementId. */
function plotIdOf(table: string, rowId: string, values: Record<string, unknown> | null): string | null {
  if (table === 'emplacements') return rowId;
  const id = values?.emplacementId;
  return typeof id === 'string' ? id : null;
}

/** GET /api/restore-points: the changes of the last 7 days, one per mutation, newest first. */
export async function listChanges(db: Db, espaceId: string, nowMs: number): Promise<{ changes: HistoryChange[]; dernier: number; depuis: string }> {
  const depuis = new Date(nowMs - RESTORE_WINDOW_DAYS * DAY_MS).toISOString();
  const writes = (await recentWrites(db, espaceId, depuis, LIST_WRITES)).filter((w) => w.table !== 'notifications');
  const current = await currentRowsOf(db, espaceId, writes);
  // Newest first: the state after a write is the old row of the next write of the same row, or the row now.
  const after = new Map<number, Record<string, unknown> | null>();
  const next = new Map<string, Record<string, unknown> | null>();
  for (const w of writes) {
    const k = key(w.table, w.rowId);
    after.set(w.historyId, next.has(k) ? (next.get(k) ?? null) : (current.get(k) ?? null));
    next.set(k, w.oldRow);
  }
  const groups = new Map<string, RecentWrite[]>();
  for (const w of writes) {
    const g = w.mutationId ?? `h${w.historyId}`;
    const list = groups.get(g) ?? [];
    list.push(w);
    groups.set(g, list);
  }
  const plotIds = new Set<string>();
  const primaryOf = (ws: RecentWrite[]) => ws[ws.length - 1] as RecentWrite;
  for (const ws of groups.values()) {
    const p = primaryOf(ws);
    const id = plotIdOf(p.table, p.rowId, after.get(p.historyId) ?? p.oldRow);
    if (id) plotIds.add(id);
  }
  const plots = await currentRowsOf(db, espaceId, [...plotIds].map((rowId) => ({ table: 'emplacements', rowId })));
  const changes: HistoryChange[] = [];
  for (const ws of groups.values()) {
    const p = primaryOf(ws);
    const plotId = plotIdOf(p.table, p.rowId, after.get(p.historyId) ?? p.oldRow);
    const plot = plotId ? plots.get(key('emplacements', plotId)) : undefined;
    const place: ChangePlace | null = plot
      ? { carre: str(plot.carre), allee: str(plot.allee), numero: str(plot.numero), libelle: str(plot.libelle) }
      : null;
    const rows: ChangeRow[] = [...ws].reverse().slice(0, ROWS_PER_CHANGE).map((w) => {
      const a = after.get(w.historyId) ?? null;
      return { table: w.table, rowId: w.rowId, action: rowAction(w.oldRow, a), fields: w.oldRow && a ? changedKeys(strip(w.oldRow), strip(a)).filter((f) => f !== 'deletedAt') : [] };
    });
    changes.push({ mutationId: p.mutationId, name: p.name, at: p.at, firstHistoryId: p.historyId, user: p.user, place, moment: p.moment, rows, total: ws.length });
  }
  return { changes, dernier: await lastHistoryId(db, espaceId), depuis };
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? null : String(v));
function strip(row: Record<string, unknown>): Record<string, unknown> {
  const { espaceId: _e, version: _v, seq: _s, updatedAt: _u, ...rest } = row;
  return rest;
}

/** A line of the preview, for the confirmation: the row, what happens to it, and its plot. */
export interface PreviewLine {
  table: string;
  id: string;
  action: RestoreLine['action'];
  fields: string[];
  place: ChangePlace | null;
}

async function planFor(db: Db, espaceId: string, avant: number, nowMs: number): Promise<{ lines: RestoreLine[]; moment: string }> {
  const at = await historyAt(db, espaceId, avant);
  if (!at) throw badRequest(MSG_UNKNOWN_MOMENT);
  if (Date.parse(at) < nowMs - RESTORE_WINDOW_DAYS * DAY_MS) throw badRequest(MSG_TOO_OLD);
  const writes = await historyFrom(db, espaceId, avant);
  const current = await currentRowsOf(db, espaceId, writes);
  const lines = planRestore(writes, (table, id) => current.get(key(table, id)) ?? null, new Date(nowMs).toISOString());
  return { lines, moment: at };
}

/** POST /api/restore-points/preview: what restoring to just before entry `avant` would change. */
export async function previewRestore(db: Db, espaceId: string, avant: number, nowMs: number) {
  const dernier = await lastHistoryId(db, espaceId);
  const { lines, moment } = await planFor(db, espaceId, avant, nowMs);
  const plotIds = lines.map((l) => plotIdOf(l.table, l.id, l.valeurs)).filter((id): id is string => id !== null);
  const plots = await currentRowsOf(db, espaceId, plotIds.map((rowId) => ({ table: 'emplacements', rowId })));
  const counts = { rétablie: 0, modifiée: 0, supprimée: 0 };
  for (const l of lines) counts[l.action] += 1;
  const shown: PreviewLine[] = lines.slice(0, 200).map((l) => {
    const id = plotIdOf(l.table, l.id, l.valeurs);
    const plot = id ? plots.get(key('emplacements', id)) : undefined;
    const place = plot ? { carre: str(plot.carre), allee: str(plot.allee), numero: str(plot.numero), libelle: str(plot.libelle) } : null;
    return { table: l.table, id: l.id, action: l.action, fields: l.fields, place };
  });
  return { moment, dernier, total: lines.length, counts, lines: shown };
}

/**
 * POST /api/restore-points/restore: in one transaction under the cemetery's lock, checks that nothing was
 * written since the preview, plans again, and applies the plan as one `donnees.restaurer` mutation.
 */
export async function applyRestore(
  db: Db,
  auth: CommandAuth & { user: { username?: string } },
  espaceId: string,
  avant: number,
  dernier: number,
  nowMs: number,
): Promise<{ result: MutationResult; mutationId: string; lignes: number }> {
  return db.transaction(async (tx) => {
    const batch = await CommandBatch.open(tx, espaceId);
    if ((await lastHistoryId(tx, espaceId)) !== dernier) throw conflict(MSG_CHANGED_SINCE);
    const { lines, moment } = await planFor(tx, espaceId, avant, nowMs);
    if (lines.length === 0) throw badRequest(MSG_RESTORE_EMPTY);
    const mutationId = randomUUID();
    const args = { id: espaceId, moment, lignes: lines.map((l) => ({ table: l.table, id: l.id, valeurs: l.valeurs })) };
    const result = await batch.apply(auth, { id: mutationId, name: 'donnees.restaurer', args }, REST_ORIGIN, nowMs);
    if (result.status !== 'applied') throw badRequest(result.error ?? 'Restauration refusée.');
    await batch.finish();
    await recordRestore(tx, { userId: auth.user.id, actorId: auth.actor.id, username: auth.user.username ?? null }, { espaceId, mutationId, moment, avant, lignes: lines.length });
    return { result, mutationId, lignes: lines.length };
  });
}
