import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { FEEDBACK_PER_ACCOUNT, feedbackWaitMs } from '../../src/domain/notifications/feedback';
import { isoAt } from '../auth/clock';
import type { Db } from '../db/client';
import { espaces, feedback, societes, users } from '../db/schema';

export interface NewFeedback {
  userId: string;
  espaceId: string | null;
  note: number;
  questions: string | null;
  suggestions: string | null;
  remarques: string | null;
}

/**
 * Stores an opinion unless its account reached its limit (issue 27, `feedbackWaitMs`): counted in the database,
 * so every process and every address of the account share the count, and under a per-account transaction lock,
 * so opinions sent at once are counted one after the other. Returns the wait when refused.
 */
export async function insertFeedbackWithinLimit(db: Db, values: NewFeedback, nowMs: number): Promise<{ ok: true; id: string } | { ok: false; waitMs: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${values.userId}`}))`);
    const recent = await tx
      .select({ at: feedback.createdAt })
      .from(feedback)
      .where(and(eq(feedback.userId, values.userId), gt(feedback.createdAt, sql`${isoAt(nowMs - FEEDBACK_PER_ACCOUNT.windowMs)}::timestamptz`)));
    const waitMs = feedbackWaitMs(recent.map((r) => Date.parse(r.at)), nowMs);
    if (waitMs > 0) return { ok: false, waitMs };
    const id = randomUUID();
    await tx.insert(feedback).values({ id, ...values, createdAt: isoAt(nowMs) });
    return { ok: true, id };
  });
}

/** One page of feedback, newest first, with who sent it and from which cemetery and town, for the provider. */
export async function listFeedback(db: Db, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(feedback);
  const items = await db
    .select({
      id: feedback.id, note: feedback.note, questions: feedback.questions, suggestions: feedback.suggestions, remarques: feedback.remarques,
      createdAt: feedback.createdAt, username: users.username, identite: users.identite, espaceId: espaces.id, espace: espaces.nom, commune: societes.commune,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(espaces, eq(espaces.id, feedback.espaceId))
    .leftJoin(societes, eq(societes.id, espaces.societeId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}
