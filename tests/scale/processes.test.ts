import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { scheduledJobs } from '../../server/db/schema';
import { runIfDue, type Job } from '../../server/jobs';
import { Cluster, createScaleDatabase } from './cluster';

/**
 * DESIGN §8 on a real PostgreSQL: several server processes started together on one database, and background
 * jobs that run once across them. Two pools stand for two processes where the test must hold a job running.
 */
let scaleDb: Awaited<ReturnType<typeof createScaleDatabase>>;
beforeAll(async () => {
  scaleDb = await createScaleDatabase();
});
afterAll(async () => {
  await scaleDb.drop();
});

describe('several server processes on one PostgreSQL', () => {
  it('started together on an empty database, they migrate it once, all serve, and run the start-up jobs once between them', async () => {
    const cluster = await Cluster.start(scaleDb.url, 3);
    try {
      for (const p of cluster.processes) {
        const health = await fetch(`${p.origin}/api/health`);
        expect(await health.json()).toEqual({ ok: true, engine: 'postgres' });
      }
    } finally {
      // A graceful stop waits for the jobs tick each process began when it started listening.
      await cluster.stop();
    }
    const database = await openDatabase({ databaseUrl: scaleDb.url, dataDir: 'memory://' });
    try {
      const jobs = await database.db.select({ name: scheduledJobs.name, runs: scheduledJobs.runs }).from(scheduledJobs);
      expect(jobs.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'auth.pruneExpiredCredentials', runs: 1 },
        { name: 'notifications.generate', runs: 1 },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('a job offered by two processes', () => {
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    a = await openDatabase({ databaseUrl: scaleDb.url, dataDir: 'memory://' });
    b = await openDatabase({ databaseUrl: scaleDb.url, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const T0 = Date.parse('2026-03-02T09:00:00Z');

  function gatedJob(name: string) {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const job: Job & { runs: number } = {
      name,
      everyMs: 3_600_000,
      runs: 0,
      async run() {
        job.runs += 1;
        started();
        await gate;
      },
    };
    return { job, open, running };
  }

  it('at the same moment: it runs once, the other process finds it busy', async () => {
    const { job, open } = gatedJob('test.sameMoment');
    // The run is held until the other call has answered, or until the job is entered a second time.
    const entered = job.run.bind(job);
    job.run = async (tx, nowMs) => {
      if (job.runs === 1) open();
      await entered(tx, nowMs);
    };
    const calls = [runIfDue(a.db, job, T0), runIfDue(b.db, job, T0)];
    await Promise.race(calls);
    open();
    const outcomes = await Promise.all(calls);
    expect(outcomes.sort()).toEqual(['busy', 'ran']);
    expect(job.runs).toBe(1);
  });

  it('while it runs in one process, the other finds it busy at once; once done, it is not due', async () => {
    const { job, open, running } = gatedJob('test.longRun');
    const first = runIfDue(a.db, job, T0);
    await running;
    expect(await runIfDue(b.db, job, T0)).toBe('busy');
    open();
    expect(await first).toBe('ran');
    expect(await runIfDue(b.db, job, T0 + 1000)).toBe('not-due');
    expect(job.runs).toBe(1);
    const [row] = await b.db.select({ runs: scheduledJobs.runs }).from(scheduledJobs).where(eq(scheduledJobs.name, job.name));
    expect(row?.runs).toBe(1);
  });
});
