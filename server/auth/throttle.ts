import { AttemptCounter, type SlowDownPolicy } from './attemptCounter';
import type { Clock } from './clock';
import { MemoryFailureStore, type FailureStore } from './failureStore';

export { delayAfter, type SlowDownPolicy } from './attemptCounter';

/** Per account and address: none for 3 failures, then 1 s, 2 s, 4 s ... up to 30 s. */
export const PAIR_POLICY: SlowDownPolicy = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 30_000, forgetAfterMs: 15 * 60_000 };
/** Per account, all addresses together: a guesser spread over many addresses. */
export const ACCOUNT_POLICY: SlowDownPolicy = { freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 30_000, forgetAfterMs: 15 * 60_000 };
/** Per address: a town hall's staff share one, so it takes many more failures to slow it down. */
export const IP_POLICY: SlowDownPolicy = { freeFailures: 50, baseDelayMs: 1000, maxDelayMs: 30_000, forgetAfterMs: 15 * 60_000 };
/** A short delay is served by holding the answer; a longer one answers 429 at once. */
export const MAX_WAIT_MS = 2000;

/** One admitted sign-in attempt: counted as in flight until its verdict, given once. */
export interface LoginAttempt {
  /** Counts the failure here at once, and in the store shared by every process before it resolves. */
  fail(): Promise<void>;
  /** Clears this address's record for the account, here at once and in the shared store before it resolves. */
  succeed(): Promise<void>;
  /** Ends an attempt with no verdict (an error before the password was judged); a no-op once settled. */
  release(): void;
}

export type Admission = { ok: true; attempt: LoginAttempt } | { ok: false; retryAfter: number };

/**
 * Progressive slow-down of sign-in failures (brief §5), with three counts:
 * - per account and address: the usual guesser, slowed after 3 failures;
 * - per address: one address trying many accounts, slowed after 50 (a town hall's staff share an address);
 * - per account, over all addresses: a guesser spread over many addresses. This one only holds back the
 *   addresses that have failed for the account (or have an attempt under way): an address with a clean
 *   record is checked at once, so the rightful user still gets in from the town hall while someone else
 *   hammers the account, and a guesser gets one guess per new address, never a lock-out of the owner.
 * Attempts count from their admission, before the password is checked: guesses sent together cannot slip in
 * before the first failure is known. Failures are kept in `store` (the database in the app: every process
 * counts the others' failures), attempts in flight in this process's memory.
 */
export class LoginThrottle {
  private readonly pairs: AttemptCounter;
  private readonly accounts: AttemptCounter;
  private readonly ips: AttemptCounter;
  private readonly maxWaitMs: number;
  private readonly store: FailureStore;

  constructor(
    private readonly clock: Clock,
    opts: { pair?: SlowDownPolicy; account?: SlowDownPolicy; ip?: SlowDownPolicy; maxWaitMs?: number; store?: FailureStore } = {},
  ) {
    this.maxWaitMs = opts.maxWaitMs ?? MAX_WAIT_MS;
    this.store = opts.store ?? new MemoryFailureStore();
    this.pairs = new AttemptCounter(opts.pair ?? PAIR_POLICY, clock);
    this.accounts = new AttemptCounter(opts.account ?? ACCOUNT_POLICY, clock);
    this.ips = new AttemptCounter(opts.ip ?? IP_POLICY, clock);
  }

  /** Waits a short delay and admits the attempt, or refuses with the seconds to wait when the delay is long. */
  async admit(account: string, ip: string): Promise<Admission> {
    const accountKey = normalise(account);
    const pairKey = `${accountKey}\n${ip}`;
    // Other processes' failures first; from here to the reservation nothing awaits, so this process's parallel
    // attempts still queue one delay apart.
    const stored = await this.store.read([PAIR + pairKey, ACCOUNT + accountKey, IP + ip]);
    this.pairs.observe(pairKey, stored.get(PAIR + pairKey));
    this.accounts.observe(accountKey, stored.get(ACCOUNT + accountKey));
    this.ips.observe(ip, stored.get(IP + ip));
    const now = this.clock.now();
    const clean = this.pairs.isClean(pairKey);
    const slot = Math.max(
      now,
      this.pairs.nextAttemptAt(pairKey),
      this.ips.nextAttemptAt(ip),
      clean ? 0 : this.accounts.nextAttemptAt(accountKey),
    );
    const wait = slot - now;
    if (wait > this.maxWaitMs) return { ok: false, retryAfter: Math.ceil(wait / 1000) };
    // Reserve before sleeping, so that parallel attempts queue one delay apart instead of slipping in together.
    this.pairs.reserve(pairKey, slot);
    this.ips.reserve(ip, slot);
    this.accounts.reserve(accountKey, slot);
    if (wait > 0) await this.clock.sleep(wait);
    return { ok: true, attempt: this.attempt(accountKey, pairKey, ip) };
  }

  /** Failures of the account over all addresses (for tests and the logs). */
  accountFailures(account: string): number {
    return this.accounts.failures(normalise(account));
  }

  private attempt(accountKey: string, pairKey: string, ip: string): LoginAttempt {
    let settled = false;
    const settle = (fn: () => void) => () => {
      if (settled) return;
      settled = true;
      fn();
    };
    return {
      fail: async () => {
        if (settled) return;
        settled = true;
        this.pairs.fail(pairKey);
        this.ips.fail(ip);
        this.accounts.fail(accountKey);
        const policies = { pair: this.pairs.policy, account: this.accounts.policy, ip: this.ips.policy };
        const counted = await this.store.add(
          [
            { key: PAIR + pairKey, forgetAfterMs: policies.pair.forgetAfterMs },
            { key: ACCOUNT + accountKey, forgetAfterMs: policies.account.forgetAfterMs },
            { key: IP + ip, forgetAfterMs: policies.ip.forgetAfterMs },
          ],
          this.clock.now(),
        );
        this.pairs.observe(pairKey, counted.get(PAIR + pairKey));
        this.accounts.observe(accountKey, counted.get(ACCOUNT + accountKey));
        this.ips.observe(ip, counted.get(IP + ip));
      },
      // A success clears its own address's record for the account; the address's and the account's counts
      // stay, so one good password cannot launder the failures of other accounts or other addresses.
      succeed: async () => {
        if (settled) return;
        settled = true;
        this.pairs.release(pairKey);
        this.pairs.reset(pairKey);
        this.ips.release(ip);
        this.accounts.release(accountKey);
        await this.store.forget(PAIR + pairKey);
      },
      release: settle(() => {
        this.pairs.release(pairKey);
        this.ips.release(ip);
        this.accounts.release(accountKey);
      }),
    };
  }
}

const normalise = (account: string): string => account.trim().toLowerCase();

/** The store's keys: one space per count. */
const PAIR = 'pair:';
const ACCOUNT = 'account:';
const IP = 'ip:';
