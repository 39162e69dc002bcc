import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Rows of a large write waiting for their commit (server/db/stagedWrite.ts): a plan import (or an onboarding
 * import) stages its decided rows here in many short statements, then one short transaction moves them into
 * their tables with set-based statements and deletes them. Readers never look here, so a half-staged import
 * is invisible; one left by a crash is pruned by a background job. Server only.
 */
export const stagedRows = pgTable('staged_rows', {
  batchId: uuid().notNull(),
  /** The SQL name of the table the row is for. */
  target: text().notNull(),
  /** 'insert' or 'update'. */
  op: text().notNull(),
  /** Rank of the chunk among those of its batch, target and op, from 0. */
  ord: integer().notNull(),
  /** A chunk of rows, in order: a JSON array of rows by SQL column name (a column left out is null), as jsonb_populate_record reads them. */
  payload: jsonb().notNull(),
  stagedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.batchId, t.target, t.op, t.ord] }), index('staged_rows_staged_at').on(t.stagedAt)]);
