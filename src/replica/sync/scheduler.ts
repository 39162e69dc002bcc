import { backoffDelay } from './backoff';
import type { CycleOutcome } from './engine';

export type SyncTrigger = 'start' | 'online' | 'enqueue' | 'interval' | 'manual' | 'retry' | 'resume';

export const ENQUEUE_DEBOUNCE_MS = 1_000;
export const INTERVAL_MS = 60_000;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SchedulerDeps {
  run(trigger: SyncTrigger): Promise<CycleOutcome>;
  timers?: Timers;
  random?: () => number;
  /** Whether the page is visible: the 60 s interval only runs then. */
  visible?: () => boolean;
}

/** What may start a cycle while the network is known to be gone. */
const PROBES: ReadonlySet<SyncTrigger> = new Set(['online', 'manual', 'retry']);

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * When to run a sync cycle (DESIGN §5): at start, back online, shortly after each change (debounced),
 * every 60 s while visible, and on the button; after a failure, exponential backoff with jitter.
 * An expired session pauses everything until `resume()` (after sign-in): retrying cannot help, and
 * local work never waits on sync. Once a cycle finds no network, changes and the interval no longer start
 * cycles: only the backoff's probe, one at a time, the browser's 'online' event or the button do, until
 * a cycle goes through (issue 14: offline, the app kept sending token refreshes, uploads and pulls). Cycles never overlap in one scheduler; the Web Lock keeps tabs apart.
 */
export class SyncScheduler {
  private readonly timers: Timers;
  private readonly random: () => number;
  private running: Promise<CycleOutcome> | null = null;
  private again: SyncTrigger | null = null;
  private debounce: unknown = null;
  private retry: unknown = null;
  private interval: unknown = null;
  private failures = 0;
  private paused = false;
  private stopped = false;
  /** The last cycle found no network: wait for the probe, the 'online' event or the user. */
  private offline = false;

  constructor(private readonly deps: SchedulerDeps) {
    this.timers = deps.timers ?? realTimers;
    this.random = deps.random ?? Math.random;
  }

  start(): void {
    this.trigger('start');
    this.armInterval();
  }

  stop(): void {
    this.stopped = true;
    for (const h of [this.debounce, this.retry, this.interval]) if (h !== null) this.timers.clearTimeout(h);
    this.debounce = this.retry = this.interval = null;
  }

  /** Sign-in came back: sync again at once. */
  resume(): void {
    this.paused = false;
    this.failures = 0;
    this.trigger('resume');
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** No network at the last cycle: only the probe, 'online' and 'manual' start one. */
  get isOffline(): boolean {
    return this.offline;
  }

  trigger(trigger: SyncTrigger): void {
    if (this.stopped) return;
    if (this.offline && !PROBES.has(trigger)) return;
    if (trigger === 'enqueue') {
      if (this.debounce !== null) this.timers.clearTimeout(this.debounce);
      this.debounce = this.timers.setTimeout(() => {
        this.debounce = null;
        this.fire('enqueue');
      }, ENQUEUE_DEBOUNCE_MS);
      return;
    }
    // The user asking, or the network coming back, skips the backoff wait.
    if (trigger === 'manual' || trigger === 'online') {
      this.failures = 0;
      if (trigger === 'manual') this.paused = false;
    }
    this.fire(trigger);
  }

  /** Runs now, or once more right after the running cycle (changes made meanwhile must not wait 60 s). */
  runNow(trigger: SyncTrigger): Promise<CycleOutcome> {
    this.trigger(trigger);
    return this.running ?? Promise.resolve('ok');
  }

  private fire(trigger: SyncTrigger): void {
    if (this.paused || this.stopped) return;
    if (this.running) {
      this.again = trigger;
      return;
    }
    if (this.retry !== null) {
      this.timers.clearTimeout(this.retry);
      this.retry = null;
    }
    this.running = this.deps.run(trigger).catch((): CycleOutcome => 'error');
    void this.running.then((outcome) => this.settle(outcome));
  }

  private settle(outcome: CycleOutcome): void {
    this.running = null;
    this.offline = outcome === 'offline';
    if (outcome === 'ok') this.failures = 0;
    else if (outcome === 'session') this.paused = true;
    else {
      this.failures++;
      this.retry = this.timers.setTimeout(() => {
        this.retry = null;
        this.fire('retry');
      }, backoffDelay(this.failures, this.random));
    }
    const again = this.again;
    this.again = null;
    if (again && outcome === 'ok') this.fire(again);
  }

  private armInterval(): void {
    if (this.stopped) return;
    this.interval = this.timers.setTimeout(() => {
      if ((this.deps.visible?.() ?? true) && !this.offline) this.fire('interval');
      this.armInterval();
    }, INTERVAL_MS);
  }
}
