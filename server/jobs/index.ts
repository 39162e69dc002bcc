import { pruneLoginFailures } from '../auth/failureStore';
import { pruneExpiredCredentials } from '../auth/prune';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { notificationsJob } from '../notifications/generation.job';
import type { Job } from './job';
import { JobScheduler, type JobLog } from './scheduler';

export type { Job } from './job';
export { runIfDue, type JobOutcome } from './runner';
export { JobScheduler, type JobLog } from './scheduler';

/**
 * The server's recurring jobs: credential pruning, the daily notifications (server/notifications), and later
 * imports. Each runs once per period across every process of the database (server/jobs/runner.ts).
 */
export function serverJobs(config: Pick<Config, 'elections'>): readonly Job[] {
  return [
    {
      name: 'auth.pruneExpiredCredentials',
      everyMs: 6 * 3600 * 1000,
      run: async (tx, nowMs) => {
        await pruneExpiredCredentials(tx, nowMs);
        await pruneLoginFailures(tx, nowMs);
      },
    },
    notificationsJob(config.elections),
  ];
}

/** The jobs with no configured election: what tests and tools start. */
export const SERVER_JOBS: readonly Job[] = serverJobs({ elections: [] });

/** Starts this process's scheduler of the server's jobs; stop() it before closing the database. */
export function startJobs(db: Db, log: JobLog, config: Pick<Config, 'elections'> = { elections: [] }): JobScheduler {
  const scheduler = new JobScheduler(db, serverJobs(config), { log });
  scheduler.start();
  return scheduler;
}
