import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
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

export async function insertFeedback(db: Db, values: NewFeedback): Promise<string> {
  const id = randomUUID();
  await db.insert(feedback).values({ id, ...values });
  return id;
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
