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

/** Per account: none for 3 failures, then 1 s, 2 s, 4 s ... up to 30 s. */
export const ACCOUNT_POLICY: SlowDownPolicy = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 30_000, forgetAfterMs: 15 * 60_000 };
/** Per address: a town hall's staff share one, so it takes many more failures to slow it down. */
export const IP_POLICY: SlowDownPolicy = { freeFailures: 50, baseDelayMs: 1000, maxDelayMs: 30_000, forgetAfterMs: 15 * 60_000 };
/** A short delay is served by holding the answer; a longer one answers 429 at once. */
export const MAX_WAIT_MS = 2000;

/** Memory bound: beyond it, forgotten entries go first, then the oldest ones. */
const MAX_ENTRIES = 10_000;

interface Entry {
  failures: number;
  lastFailureAt: number;
  /** Earliest time of the next attempt. */
  nextAt: number;
}

export function delayAfter(policy: SlowDownPolicy, failures: number): number {
  const counted = failures - policy.freeFailures;
  if (counted <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(counted - 1, 30));
}

/** Consecutive failures per key, in memory (one server process). */
export class FailureCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly policy: SlowDownPolicy,
    private readonly clock: Clock,
  ) {}

  /** Earliest time this key may try again. */
  nextAttemptAt(key: string): number {
    return this.live(key)?.nextAt ?? 0;
  }

  /** An attempt takes the slot at `at`: a parallel one gets the next slot, one delay later. */
  reserve(key: string, at: number): void {
    const entry = this.live(key);
    if (entry) entry.nextAt = at + delayAfter(this.policy, entry.failures);
  }

  fail(key: string): void {
    const now = this.clock.now();
    const entry = this.live(key) ?? { failures: 0, lastFailureAt: now, nextAt: now };
    entry.failures += 1;
    entry.lastFailureAt = now;
    entry.nextAt = now + delayAfter(this.policy, entry.failures);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.prune();
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  failures(key: string): number {
    return this.live(key)?.failures ?? 0;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.clock.now() - entry.lastFailureAt >= this.policy.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Runs when a flood of new keys fills the map; its cost is spread over the MAX_ENTRIES / 10 fails before the next run. */
  private prune(): void {
    for (const key of [...this.entries.keys()]) this.live(key);
    // A Map iterates in insertion order: what is left over the bound is dropped oldest first.
    const target = Math.floor(MAX_ENTRIES * 0.9);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= target) break;
      this.entries.delete(key);
    }
  }
}

export type Admission = { ok: true } | { ok: false; retryAfter: number };

/** Progressive slow-down of sign-in failures, per account and per address (brief §5). */
export class LoginThrottle {
  private readonly accounts: FailureCounter;
  private readonly ips: FailureCounter;
  private readonly maxWaitMs: number;

  constructor(
    private readonly clock: Clock,
    opts: { account?: SlowDownPolicy; ip?: SlowDownPolicy; maxWaitMs?: number } = {},
  ) {
    this.maxWaitMs = opts.maxWaitMs ?? MAX_WAIT_MS;
    this.accounts = new FailureCounter(opts.account ?? ACCOUNT_POLICY, clock);
    this.ips = new FailureCounter(opts.ip ?? IP_POLICY, clock);
  }

  /** Waits a short delay, or refuses with the seconds to wait when the delay is long. */
  async admit(account: string, ip: string): Promise<Admission> {
    const key = normalise(account);
    const now = this.clock.now();
    const slot = Math.max(now, this.accounts.nextAttemptAt(key), this.ips.nextAttemptAt(ip));
    const wait = slot - now;
    if (wait > this.maxWaitMs) return { ok: false, retryAfter: Math.ceil(wait / 1000) };
    // Reserve before sleeping, so that parallel attempts queue one delay apart instead of slipping in together.
    this.accounts.reserve(key, slot);
    this.ips.reserve(ip, slot);
    if (wait > 0) await this.clock.sleep(wait);
    return { ok: true };
  }

  fail(account: string, ip: string): void {
    this.accounts.fail(normalise(account));
    this.ips.fail(ip);
  }

  /** A success clears the account; the address keeps its count so one good password cannot launder it. */
  succeed(account: string): void {
    this.accounts.reset(normalise(account));
  }

  accountFailures(account: string): number {
    return this.accounts.failures(normalise(account));
  }
}

const normalise = (account: string): string => account.trim().toLowerCase();
