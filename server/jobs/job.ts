import type { Db } from '../db/client';

/**
 * A named piece of background work that must run once per period across every server process on one
 * database (DESIGN §8): pruning, and later notification generation and imports. `run` gets the transaction
 * that holds the job's lock; its writes commit with the record of the run, or not at all.
 */
export interface Job {
  /** Unique and stable: the lock and the record of the last run are keyed by it. */
  name: string;
  /** At most one run per this many milliseconds, whatever the number of processes. */
  everyMs: number;
  run(tx: Db, nowMs: number): Promise<void>;
}
