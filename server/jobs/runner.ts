import { sql } from 'drizzle-orm';
import { isoAt } from '../auth/clock';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';
import type { Job } from './job';

/** What a tick did with a job: ran it, found it running elsewhere, or found it done for this period. */
export type JobOutcome = 'ran' | 'busy' | 'not-due';

/** The first key of the job locks: keeps them apart from any other advisory lock of the database. */
const JOB_LOCK_CLASS = 0x6a6f6273;

/**
 * Runs the job if its period has passed, once across every process of the database. In one transaction:
 * try the job's transaction-level advisory lock (another process holding it is running the job: 'busy',
 * without waiting); under the lock read its last run, which a run that just finished elsewhere has committed
 * ('not-due'); else run it and record the run. A failure rolls the run and its record back: the next tick
 * tries again. On PGlite a single process holds the database, and the same SQL holds too.
 */
export async function runIfDue(db: Db, job: Job, nowMs: number): Promise<JobOutcome> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${job.name})) as ok`);
    if (!firstRow<{ ok: boolean }>(locked)?.ok) return 'busy';
    const since = isoAt(nowMs - job.everyMs);
    const last = await tx.execute(sql`select (${scheduledJobs.lastRunAt} > ${since}::timestamptz) as fresh from ${scheduledJobs} where ${scheduledJobs.name} = ${job.name}`);
    if (firstRow<{ fresh: boolean }>(last)?.fresh) return 'not-due';
    await job.run(tx, nowMs);
    await tx
      .insert(scheduledJobs)
      .values({ name: job.name, lastRunAt: isoAt(nowMs), runs: 1 })
      .onConflictDoUpdate({ target: scheduledJobs.name, set: { lastRunAt: isoAt(nowMs), runs: sql`${scheduledJobs.runs} + 1` } });
    return 'ran';
  });
}

function firstRow<T>(result: unknown): T | undefined {
  return (result as { rows: T[] }).rows[0];
}
