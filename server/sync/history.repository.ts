import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditLog, history, users } from '../db/schema';
import { publishedHistory } from './bulkWrites.repository';

/** One write of a row, as the audit trail tells it (DESIGN §4: who, when, what). */
export interface HistoryItem {
  at: string;
  tableName: string;
  rowId: string;
  mutationId: string | null;
  /** The user the change was applied as. */
  user: { id: string; username: string; identite: string } | null;
  /** Who was really signed in (an administrator impersonating `user`). */
  actor: { id: string; username: string } | null;
  /** Set when an administrator took over another user's pending change: whose change it was. */
  reprisePour: { id: string; username: string } | null;
}

const actors = alias(users, 'actors');
const authors = alias(users, 'authors');

/** The history of one row of a cemetery, newest first; a take-over is read from its audit record. */
export async function rowHistory(db: Db, espaceId: string, rowId: string, limit = 100): Promise<HistoryItem[]> {
  const takeOver = alias(auditLog, 'take_over');
  const rows = await db
    .select({
      at: history.at,
      tableName: history.tableName,
      rowId: history.rowId,
      mutationId: history.mutationId,
      userId: users.id,
      username: users.username,
      identite: users.identite,
      actorId: actors.id,
      actorUsername: actors.username,
      authorId: authors.id,
      authorUsername: authors.username,
    })
    .from(history)
    .leftJoin(users, eq(users.id, history.userId))
    .leftJoin(actors, eq(actors.id, history.actorId))
    .leftJoin(takeOver, and(eq(takeOver.event, 'changes_taken_over'), sql`${takeOver.detail} -> 'mutations' ? (${history.mutationId}::text)`))
    .leftJoin(authors, sql`${authors.id}::text = ${takeOver.detail} ->> 'pour'`)
    .where(and(eq(history.espaceId, espaceId), eq(history.rowId, rowId), publishedHistory()))
    .orderBy(desc(history.id))
    .limit(limit);
  return rows.map((r) => ({
    at: r.at,
    tableName: r.tableName,
    rowId: r.rowId,
    mutationId: r.mutationId,
    user: r.userId && r.username ? { id: r.userId, username: r.username, identite: r.identite ?? '' } : null,
    actor: r.actorId && r.actorUsername ? { id: r.actorId, username: r.actorUsername } : null,
    reprisePour: r.authorId && r.authorUsername ? { id: r.authorId, username: r.authorUsername } : null,
  }));
}
