import type { Clock } from './clock';

export interface SlowDownPolicy {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** Delay after the first counted failure; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A quiet period after which failures are forgotten: a slow-down, never a lock-out. */
  forgetAfterMs: number;
}

/** The wait before the attempt that follows `failures` failures. */
export function delayAfter(policy: SlowDownPolicy, failures: number): number {
  const counted = failures - policy.freeFailures;
  if (counted <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(counted - 1, 30));
}

/** Memory bound: beyond it, forgotten entries go first, then the oldest ones. */
const MAX_ENTRIES = 10_000;

interface Entry {
  failures: number;
  /** Attempts admitted whose verdict is not known yet: each is counted as a failure until it is. */
  inFlight: number;
  lastFailureAt: number;
  /** Earliest time of the next attempt. */
  nextAt: number;
}

/**
 * Failures and attempts in flight per key, as this process knows them. The failures of every process are
 * kept in the database (FailureStore) and brought in by `observe` before each admission, so several server
 * processes behind a balancer give an attacker no more free attempts than one. Attempts in flight stay in
 * each process's memory: keeping them in the database would need leases that a killed process cannot leave
 * behind; not worth it for a slow-down (N processes admit at most N parallel guesses at once, not N times the
 * failures).
 */
export class AttemptCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly policy: SlowDownPolicy,
    private readonly clock: Clock,
  ) {}

  /** Earliest time this key may try again. */
  nextAttemptAt(key: string): number {
    return this.live(key)?.nextAt ?? 0;
  }

  /** No failure to remember and no attempt under way. */
  isClean(key: string): boolean {
    const entry = this.live(key);
    return !entry || (entry.failures === 0 && entry.inFlight === 0);
  }

  /**
   * An attempt takes the slot `at` and is in flight from now: the next one gets a slot one delay later, as if
   * this one had failed. So attempts sent together queue one delay apart instead of all being checked at once.
   */
  reserve(key: string, at: number): void {
    const entry = this.live(key) ?? this.create(key);
    entry.inFlight += 1;
    entry.nextAt = Math.max(entry.nextAt, at + delayAfter(this.policy, entry.failures + entry.inFlight));
  }

  /** The attempt failed: a failure counted, its place in flight freed. */
  fail(key: string): void {
    const now = this.clock.now();
    const entry = this.live(key) ?? this.create(key);
    entry.inFlight = Math.max(0, entry.inFlight - 1);
    entry.failures += 1;
    entry.lastFailureAt = now;
    entry.nextAt = Math.max(entry.nextAt, now + delayAfter(this.policy, entry.failures + entry.inFlight));
  }

  /**
   * The failures recorded for this key by every process (the store's record, or none): the count is at least
   * that, and the next attempt waits its delay from the last of them. A record quiet for the policy's period
   * is forgotten, as here.
   */
  observe(key: string, record: { failures: number; lastFailureAt: number } | undefined): void {
    if (!record || this.clock.now() - record.lastFailureAt >= this.policy.forgetAfterMs) return;
    const known = this.live(key);
    if (known && record.failures <= known.failures) return;
    const entry = known ?? this.create(key);
    entry.failures = record.failures;
    entry.lastFailureAt = known ? Math.max(known.lastFailureAt, record.lastFailureAt) : record.lastFailureAt;
    entry.nextAt = Math.max(entry.nextAt, record.lastFailureAt + delayAfter(this.policy, entry.failures + entry.inFlight));
  }

  /** The attempt ended with no failure to count (a success, or no verdict). */
  release(key: string): void {
    const entry = this.live(key);
    if (!entry) return;
    entry.inFlight = Math.max(0, entry.inFlight - 1);
    if (entry.failures === 0 && entry.inFlight === 0) this.entries.delete(key);
  }

  /** Forgets the failures; attempts still in flight stay counted. */
  reset(key: string): void {
    const entry = this.live(key);
    if (!entry) return;
    if (entry.inFlight === 0) {
      this.entries.delete(key);
      return;
    }
    entry.failures = 0;
    entry.nextAt = 0;
  }

  failures(key: string): number {
    return this.live(key)?.failures ?? 0;
  }

  private create(key: string): Entry {
    const entry: Entry = { failures: 0, inFlight: 0, lastFailureAt: this.clock.now(), nextAt: 0 };
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.prune();
    return entry;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.inFlight === 0 && this.clock.now() - entry.lastFailureAt >= this.policy.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Runs when a flood of new keys fills the map; its cost is spread over the MAX_ENTRIES / 10 keys before the next run. */
  private prune(): void {
    for (const key of [...this.entries.keys()]) this.live(key);
    // A Map iterates in insertion order: what is left over the bound is dropped oldest first, never an attempt under way.
    const target = Math.floor(MAX_ENTRIES * 0.9);
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= target) break;
      if (entry.inFlight === 0) this.entries.delete(key);
    }
  }
}
