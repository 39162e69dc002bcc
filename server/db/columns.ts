import { integer, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Replication columns carried by every row that a device replicates (DESIGN §4):
 * ids are made by whoever creates the row (UUID v7), `version` grows by one on each server write,
 * `seq` is the cemetery's change counter at the last write, and a delete is a write of `deletedAt`.
 */
export function replicated() {
  return {
    id: uuid().primaryKey(),
    espaceId: uuid().notNull(),
    version: integer().notNull().default(1),
    seq: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true, mode: 'string' }),
  };
}

/** A loosely shaped JSON column, typed by the caller. */
export const json = <T>() => jsonb().$type<T>();
