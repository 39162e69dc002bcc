import { pruneLoginFailures } from '../auth/failureStore';
import { pruneExpiredCredentials } from '../auth/prune';
import type { Db } from '../db/client';
import { pruneStagedRows } from '../db/stagedWrite';
import type { Job } from './job';
import { JobScheduler, type JobLog } from './scheduler';

export type { Job } from './job';
export { runIfDue, type JobOutcome } from './runner';
export { JobScheduler, type JobLog } from './scheduler';

/**
 * The server's recurring jobs. Notification generation (issue 15) and imports plug in here: each runs once
 * per period across every process of the database (server/jobs/runner.ts).
 */
export const SERVER_JOBS: readonly Job[] = [
  {
    name: 'auth.pruneExpiredCredentials',
    everyMs: 6 * 3600 * 1000,
    run: async (tx, nowMs) => {
      await pruneExpiredCredentials(tx, nowMs);
      await pruneLoginFailures(tx, nowMs);
    },
  },
  {
    // Rows a large import staged before its process died between staging and commit (server/db/stagedWrite.ts).
    name: 'db.pruneStagedRows',
    everyMs: 6 * 3600 * 1000,
    run: async (tx, nowMs) => {
      await pruneStagedRows(tx, nowMs);
    },
  },
];

/** Starts this process's scheduler of SERVER_JOBS; stop() it before closing the database. */
export function startJobs(db: Db, log: JobLog): JobScheduler {
  const scheduler = new JobScheduler(db, SERVER_JOBS, { log });
  scheduler.start();
  return scheduler;
}
