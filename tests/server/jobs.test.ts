import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_KEPT_AFTER_EXPIRY_MS, pruneExpiredCredentials } from '../../server/auth/prune';
import { createReset } from '../../server/auth/passwordResets';
import { issueRefreshToken, REFRESH_TOKEN_TTL_MS } from '../../server/auth/refreshTokens';
import type { Database } from '../../server/db/client';
import { passwordResets, refreshTokens, scheduledJobs } from '../../server/db/schema';
import { JobScheduler, runIfDue, SERVER_JOBS, type Job } from '../../server/jobs';
import { createUser } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/**
 * Background jobs (server/jobs, DESIGN §8) on the engine of the run (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). Two processes on one PostgreSQL are in tests/scale/jobs.test.ts.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const HOUR = 3600 * 1000;
const T0 = Date.parse('2026-03-02T09:00:00Z');

/** A job that counts its runs in memory and writes one row per run (to see a rollback). */
function countingJob(name: string, opts: { fail?: () => boolean } = {}): Job & { runs: number } {
  const job = {
    name,
    everyMs: HOUR,
    runs: 0,
    async run(tx: Database['db']) {
      await tx.insert(scheduledJobs).values({ name: `${name}:trace:${randomUUID()}`, lastRunAt: new Date(T0).toISOString() });
      if (opts.fail?.()) throw new Error('échec simulé');
      job.runs += 1;
    },
  };
  return job;
}

async function record(name: string) {
  const [row] = await database.db.select({ runs: scheduledJobs.runs }).from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row?.runs ?? 0;
}

async function traces(name: string): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from scheduled_jobs where name like ${`${name}:trace:%`}`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

describe('runIfDue', () => {
  it('runs a job once per period: again within it is not due, after it runs again', async () => {
    const job = countingJob(`due-${randomUUID()}`);
    expect(await runIfDue(database.db, job, T0)).toBe('ran');
    expect(await runIfDue(database.db, job, T0 + HOUR - 1)).toBe('not-due');
    expect(job.runs).toBe(1);
    expect(await runIfDue(database.db, job, T0 + HOUR)).toBe('ran');
    expect(job.runs).toBe(2);
    expect(await record(job.name)).toBe(2);
  });

  it('ticks at the same moment on one database run the job once', async () => {
    const job = countingJob(`same-moment-${randomUUID()}`);
    const outcomes = await Promise.all([0, 1, 2, 3].map(() => runIfDue(database.db, job, T0)));
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(job.runs).toBe(1);
    expect(await record(job.name)).toBe(1);
    expect(await traces(job.name)).toBe(1);
  });

  it('a failed run leaves nothing, neither its writes nor a record: the next tick runs it', async () => {
    let failing = true;
    const job = countingJob(`fails-${randomUUID()}`, { fail: () => failing });
    await expect(runIfDue(database.db, job, T0)).rejects.toThrow('échec simulé');
    expect(await traces(job.name)).toBe(0);
    expect(await record(job.name)).toBe(0);
    failing = false;
    expect(await runIfDue(database.db, job, T0 + 1)).toBe('ran');
    expect(await traces(job.name)).toBe(1);
  });
});

describe('JobScheduler', () => {
  const silent = { info: () => undefined, error: () => undefined };

  it('a failing job is reported and does not keep the others from running', async () => {
    const errors: unknown[] = [];
    const bad = countingJob(`bad-${randomUUID()}`, { fail: () => true });
    const good = countingJob(`good-${randomUUID()}`);
    const scheduler = new JobScheduler(database.db, [bad, good], { log: { ...silent, error: (details) => errors.push(details) }, now: () => T0 });
    const outcomes = await scheduler.tick();
    expect([...outcomes.entries()]).toEqual([
      [bad.name, 'failed'],
      [good.name, 'ran'],
    ]);
    expect(errors).toEqual([expect.objectContaining({ job: bad.name })]);
  });

  it('a tick asked while one runs joins it instead of running the jobs twice', async () => {
    const job = countingJob(`join-${randomUUID()}`);
    const scheduler = new JobScheduler(database.db, [job], { log: silent, now: () => T0 });
    const [a, b] = await Promise.all([scheduler.tick(), scheduler.tick()]);
    expect(a).toBe(b);
    expect(job.runs).toBe(1);
  });

  it('start ticks at once; stop waits for the tick in progress', async () => {
    const job = countingJob(`start-${randomUUID()}`);
    const scheduler = new JobScheduler(database.db, [job], { log: silent, now: () => T0, tickMs: 3_600_000 });
    scheduler.start();
    await scheduler.stop();
    expect(job.runs).toBe(1);
  });
});

describe('auth.pruneExpiredCredentials', () => {
  it('is one of the server jobs', () => {
    expect(SERVER_JOBS.map((j) => j.name)).toContain('auth.pruneExpiredCredentials');
  });

  it('deletes the sessions expired over a week ago as whole families, and the old reset links; keeps the rest', async () => {
    const user = await createUser(database.db);
    const now = T0 + 400 * 24 * HOUR;
    const longAgo = now - REFRESH_TOKEN_TTL_MS - CREDENTIALS_KEPT_AFTER_EXPIRY_MS - HOUR;
    // A session over and done: both its tokens expired over a week ago.
    const dead = await issueRefreshToken(database.db, { userId: user.id, tokenVersion: 0, nowMs: longAgo });
    await issueRefreshToken(database.db, { userId: user.id, tokenVersion: 0, familyId: dead.familyId, nowMs: longAgo + 1000 });
    // A session still alive: its first token expired long ago, its latest lives (its used tokens must stay,
    // or replaying one would no longer revoke the family).
    const alive = await issueRefreshToken(database.db, { userId: user.id, tokenVersion: 0, nowMs: longAgo });
    await issueRefreshToken(database.db, { userId: user.id, tokenVersion: 0, familyId: alive.familyId, nowMs: now - HOUR });
    // Expired, but less than a week ago: kept, so a late use is still logged as expired.
    const recent = await issueRefreshToken(database.db, { userId: user.id, tokenVersion: 0, nowMs: now - REFRESH_TOKEN_TTL_MS - HOUR });
    await createReset(database.db, user.id, longAgo);
    await createReset(database.db, user.id, now - HOUR);

    expect(await pruneExpiredCredentials(database.db, now)).toEqual({ refreshTokens: 2, passwordResets: 1 });
    const families = await database.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(families.map((f) => f.familyId).sort()).toEqual([alive.familyId, alive.familyId, recent.familyId].sort());
    expect(await database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(1);
  });
});
