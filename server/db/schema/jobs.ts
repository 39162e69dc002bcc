import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background jobs (server/jobs): when each named job last ran, across every server process on this database,
 * so that a periodic job runs once per period and not once per process (DESIGN §8). Server only.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  /** How many times it ran in all: its history in one number, for the operator and the tests. */
  runs: integer().notNull().default(0),
});
