import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A large write of one cemetery under way (server/commands/bulk.ts): its rows are being written in many short
 * transactions with the seqs above `base_seq`, up to `top_seq`. While this row exists, readers see none of them
 * (a pull stops at `base_seq`; history readers leave out this cemetery's entries after `history_from` in
 * `tables`), and the cemetery's writers are refused (lockCounter). Deleting it publishes them all at once.
 * `owner` is the process at work (a heartbeat in `alive_at` at each chunk); one whose heartbeat stopped
 * is taken over and undone (server/commands/bulkRecovery.ts). Server only, one row per cemetery at most.
 */
export const bulkWrites = pgTable('bulk_writes', {
  espaceId: uuid().primaryKey(),
  /** The batch: its answers carry it in applied_mutations.bulk_id. */
  batchId: uuid().notNull(),
  /** The cemetery's counter before the batch: the last seq readers see until it is published. */
  baseSeq: integer().notNull(),
  /** base_seq + the seqs the batch hands out. */
  topSeq: integer().notNull(),
  /** The newest history id when the batch began: its history entries come after. */
  historyFrom: bigint({ mode: 'number' }).notNull(),
  /** The replicated tables (contract names) the batch writes, the cemetery's row apart. */
  tables: text().array().notNull(),
  /** 'writing', then 'undoing' after a failure or once taken over. */
  state: text().notNull(),
  owner: uuid().notNull(),
  startedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  aliveAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
