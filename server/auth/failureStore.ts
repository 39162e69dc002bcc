import { createHmac } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/** A key's failures as last recorded, and when the last one happened (ms). */
export interface FailureRecord {
  failures: number;
  lastFailureAt: number;
}

/**
 * Where the slow-down's failure counts live. In the database (DbFailureStore) every server process sees the
 * others' counts; the memory store serves a LoginThrottle built alone (unit tests).
 */
export interface FailureStore {
  read(keys: readonly string[]): Promise<Map<string, FailureRecord>>;
  /** One more failure for each key, now; a key quiet for its `forgetAfterMs` starts again at 1. */
  add(keys: ReadonlyArray<{ key: string; forgetAfterMs: number }>, now: number): Promise<Map<string, FailureRecord>>;
  forget(key: string): Promise<void>;
}

export class MemoryFailureStore implements FailureStore {
  private readonly records = new Map<string, FailureRecord>();

  async read(keys: readonly string[]): Promise<Map<string, FailureRecord>> {
    const out = new Map<string, FailureRecord>();
    for (const key of keys) {
      const record = this.records.get(key);
      if (record) out.set(key, record);
    }
    return out;
  }

  /** Counted at the call (before its promise settles), as the throttle's unit tests expect of a fast store. */
  add(keys: ReadonlyArray<{ key: string; forgetAfterMs: number }>, now: number): Promise<Map<string, FailureRecord>> {
    const out = new Map<string, FailureRecord>();
    for (const { key, forgetAfterMs } of keys) {
      const old = this.records.get(key);
      const failures = old && now - old.lastFailureAt < forgetAfterMs ? old.failures + 1 : 1;
      const record = { failures, lastFailureAt: now };
      this.records.set(key, record);
      out.set(key, record);
    }
    return Promise.resolve(out);
  }

  async forget(key: string): Promise<void> {
    this.records.delete(key);
  }
}

/**
 * The counts in `login_failures`, keyed by an HMAC of the counted key under the server's secret (shared by
 * every process of one deployment), so the table holds no account name or address in clear. One statement
 * per call; an increment is an upsert, so concurrent failures on several processes all count.
 */
export class DbFailureStore implements FailureStore {
  constructor(
    private readonly db: () => Db,
    private readonly secret: Uint8Array,
  ) {}

  async read(keys: readonly string[]): Promise<Map<string, FailureRecord>> {
    const hashed = new Map(keys.map((key) => [this.hash(key), key]));
    const rows = await this.db()
      .select({ key: loginFailures.key, failures: loginFailures.failures, lastFailureAt: loginFailures.lastFailureAt })
      .from(loginFailures)
      .where(inArray(loginFailures.key, [...hashed.keys()]));
    return new Map(rows.map((row) => [hashed.get(row.key) ?? '', { failures: row.failures, lastFailureAt: row.lastFailureAt }]));
  }

  async add(keys: ReadonlyArray<{ key: string; forgetAfterMs: number }>, now: number): Promise<Map<string, FailureRecord>> {
    const hashed = new Map(keys.map(({ key }) => [this.hash(key), key]));
    const rows = await this.db()
      .insert(loginFailures)
      .values(keys.map(({ key, forgetAfterMs }) => ({ key: this.hash(key), failures: 1, lastFailureAt: now, forgetAfterMs })))
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.lastFailureAt} <= excluded.last_failure_at - excluded.forget_after_ms then 1 else ${loginFailures.failures} + 1 end`,
          lastFailureAt: sql`greatest(${loginFailures.lastFailureAt}, excluded.last_failure_at)`,
          forgetAfterMs: sql`excluded.forget_after_ms`,
        },
      })
      .returning({ key: loginFailures.key, failures: loginFailures.failures, lastFailureAt: loginFailures.lastFailureAt });
    return new Map(rows.map((row) => [hashed.get(row.key) ?? '', { failures: row.failures, lastFailureAt: row.lastFailureAt }]));
  }

  async forget(key: string): Promise<void> {
    await this.db().delete(loginFailures).where(sql`${loginFailures.key} = ${this.hash(key)}`);
  }

  private hash(key: string): string {
    return createHmac('sha256', this.secret).update(`login-failures\n${key}`).digest('hex');
  }
}

/** Deletes the counts quiet for more than a day (every policy forgets long before). */
export async function pruneLoginFailures(db: Db, nowMs: number): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, nowMs - 24 * 3600 * 1000));
}
