import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { espaces, users } from './core';

/**
 * Calendar subscription links (issue 18): one iCalendar feed per user and cemetery, read without a session by
 * the calendar application that holds its URL. Only the SHA-256 of the token is kept, so the table leaks no
 * usable link; a revoked row stays (revokedAt) so that an old link keeps answering 404. Server only.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: uuid().primaryKey(),
  userId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
  espaceId: uuid().notNull().references(() => espaces.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  revokedAt: timestamp({ withTimezone: true, mode: 'string' }),
}, (t) => [index('calendar_feeds_user_espace').on(t.userId, t.espaceId)]);
