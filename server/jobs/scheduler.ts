import type { Db } from '../db/client';
import type { Job } from './job';
import { runIfDue, type JobOutcome } from './runner';

/** Where the scheduler reports: Fastify's logger in the server. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SchedulerOptions {
  log: JobLog;
  now?: () => number;
  /** How often each process looks for due jobs; a job's own period is its `everyMs`. */
  tickMs?: number;
}

/** One minute: a daily job starts within a minute of being due, at the cost of one cheap query per job. */
export const DEFAULT_TICK_MS = 60_000;

/**
 * Every server process runs one: it ticks at start and then every `tickMs`, and each tick offers each job
 * to runIfDue, which runs it in one process only. Ticks never overlap (a long job makes the next tick a
 * no-op); a failing job is logged and tried again at the next tick; stop() waits for a running tick.
 */
export class JobScheduler {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<Map<string, JobOutcome | 'failed'>> | undefined;

  constructor(
    private readonly db: Db,
    private readonly jobs: readonly Job[],
    private readonly options: SchedulerOptions,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? DEFAULT_TICK_MS);
    // Never the reason a process stays alive.
    this.timer.unref();
    void this.tick();
  }

  /** Offers every job once; the outcome of each, by name. A tick already running is joined, not doubled. */
  tick(): Promise<Map<string, JobOutcome | 'failed'>> {
    this.current ??= this.offerAll().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private async offerAll(): Promise<Map<string, JobOutcome | 'failed'>> {
    const outcomes = new Map<string, JobOutcome | 'failed'>();
    for (const job of this.jobs) {
      const startedAt = Date.now();
      try {
        const outcome = await runIfDue(this.db, job, (this.options.now ?? Date.now)());
        outcomes.set(job.name, outcome);
        if (outcome === 'ran') this.options.log.info({ job: job.name, ms: Date.now() - startedAt }, 'Tâche de fond exécutée');
      } catch (error) {
        outcomes.set(job.name, 'failed');
        this.options.log.error({ job: job.name, err: error }, 'Tâche de fond en échec');
      }
    }
    return outcomes;
  }
}
