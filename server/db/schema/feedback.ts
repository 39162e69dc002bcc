import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Feedback form answers (spec 000 §2.7, §3): a rating from 1 to 10 and three free texts. Server only. */
export const feedback = pgTable('feedback', {
  id: uuid().primaryKey(),
  userId: uuid(),
  espaceId: uuid(),
  note: integer().notNull(),
  questions: text(),
  suggestions: text(),
  remarques: text(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('feedback_created').on(t.createdAt)]);
