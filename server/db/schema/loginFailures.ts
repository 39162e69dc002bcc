import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Sign-in failures counted for the progressive slow-down (server/auth/throttle.ts), shared by every server
 * process of the database: an attacker spreading guesses over several processes gets no more free attempts
 * than against one. Attempts still in flight stay counted in each process's memory. Server only.
 */
export const loginFailures = pgTable('login_failures', {
  /** HMAC of what is counted (an account, an address, or both): no name or address is stored in clear. */
  key: text().primaryKey(),
  failures: integer().notNull(),
  /** Milliseconds since 1970 on the server's clock. */
  lastFailureAt: bigint({ mode: 'number' }).notNull(),
  /** A quiet period after which the count starts again from zero (the policy of the key). */
  forgetAfterMs: integer().notNull(),
});
