import { and, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appliedMutations, auditLog, history, users } from '../db/schema';
import type { HistoryWrite } from '../../src/domain/donnees/restorePlan';
import { publishedHistory } from '../sync/bulkWrites.repository';
import { toIsoInstant } from '../sync/rows';

/** Reads of the history for the restore points (spec 000 §2.10): one cemetery, from a history id on. */

/** The writes of the cemetery from history id `fromId` on, oldest first. */
export async function historyFrom(db: Db, espaceId: string, fromId: number): Promise<HistoryWrite[]> {
  const rows = await db
    .select({ historyId: history.id, table: history.tableName, rowId: history.rowId, oldRow: history.oldRow })
    .from(history)
    .where(and(eq(history.espaceId, espaceId), gte(history.id, fromId), publishedHistory()))
    .orderBy(history.id);
  return rows.map((r) => ({ ...r, oldRow: (r.oldRow as Record<string, unknown> | null) ?? null }));
}

/** The cemetery's newest history id (0 when none): what a preview saw, checked again by the restore. */
export async function lastHistoryId(db: Db, espaceId: string): Promise<number> {
  const [row] = await db.select({ last: max(history.id) }).from(history).where(and(eq(history.espaceId, espaceId), publishedHistory()));
  return Number(row?.last ?? 0);
}

/** When a history entry of this cemetery was written, or null when it has none of that id. */
export async function historyAt(db: Db, espaceId: string, id: number): Promise<string | null> {
  const [row] = await db.select({ at: history.at }).from(history).where(and(eq(history.espaceId, espaceId), eq(history.id, id), publishedHistory()));
  return row ? String(toIsoInstant(row.at)) : null;
}

/** One write of the list, with who applied it and which mutation it belongs to. */
export interface RecentWrite extends HistoryWrite {
  at: string;
  mutationId: string | null;
  name: string | null;
  user: { civilite: string | null; nom: string | null; prenom: string | null; identite: string | null; username: string } | null;
  moment: string | null;
}

/** The cemetery's writes since an instant, newest first, at most `limit`. */
export async function recentWrites(db: Db, espaceId: string, since: string, limit: number): Promise<RecentWrite[]> {
  const rows = await db
    .select({
      historyId: history.id,
      table: history.tableName,
      rowId: history.rowId,
      oldRow: history.oldRow,
      at: history.at,
      mutationId: history.mutationId,
      name: appliedMutations.name,
      userId: users.id,
      civilite: users.civilite,
      nom: users.nom,
      prenom: users.prenom,
      identite: users.identite,
      username: users.username,
      moment: sql<string | null>`${auditLog.detail} ->> 'moment'`,
    })
    .from(history)
    .leftJoin(appliedMutations, eq(appliedMutations.id, history.mutationId))
    .leftJoin(users, eq(users.id, history.userId))
    .leftJoin(auditLog, and(eq(auditLog.event, 'restore_point_applied'), sql`${auditLog.detail} ->> 'mutationId' = ${history.mutationId}::text`))
    .where(and(eq(history.espaceId, espaceId), gte(history.at, since), publishedHistory()))
    .orderBy(desc(history.id))
    .limit(limit);
  return rows.map((r) => ({
    historyId: r.historyId,
    table: r.table,
    rowId: r.rowId,
    oldRow: (r.oldRow as Record<string, unknown> | null) ?? null,
    at: String(toIsoInstant(r.at)),
    mutationId: r.mutationId,
    name: r.name,
    user: r.userId && r.username ? { civilite: r.civilite, nom: r.nom, prenom: r.prenom, identite: r.identite, username: r.username } : null,
    moment: r.moment,
  }));
}

/** Records what a restore went back to, for the list's wording and the audit trail. */
export async function recordRestore(
  db: Db,
  who: { userId: string; actorId: string; username: string | null },
  detail: { espaceId: string; mutationId: string; moment: string; avant: number; lignes: number },
): Promise<void> {
  await db.insert(auditLog).values({ event: 'restore_point_applied', userId: who.userId, actorId: who.actorId, username: who.username, detail });
}
