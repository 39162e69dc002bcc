import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, BACKOFF_MAX_MS } from '../../src/replica/sync/backoff';
import type { CycleOutcome } from '../../src/replica/sync/engine';
import { SyncScheduler, type SyncTrigger } from '../../src/replica/sync/scheduler';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function scheduler(outcomes: CycleOutcome[], visible = true) {
  const runs: SyncTrigger[] = [];
  const s = new SyncScheduler({
    run: async (t) => {
      runs.push(t);
      return outcomes.shift() ?? 'ok';
    },
    random: () => 0.5,
    visible: () => visible,
  });
  return { s, runs };
}

describe('sync scheduler', () => {
  it('backs off exponentially with jitter, from 2 s up to 5 min', () => {
    expect(backoffDelay(1, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_MAX_MS);
  });

  it('debounces enqueues to one cycle a second later', async () => {
    const { s, runs } = scheduler([]);
    s.trigger('enqueue');
    s.trigger('enqueue');
    await vi.advanceTimersByTimeAsync(900);
    s.trigger('enqueue');
    await vi.advanceTimersByTimeAsync(900);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(runs).toEqual(['enqueue']);
  });

  it('retries after failures with growing delays, and "online" skips the wait', async () => {
    const { s, runs } = scheduler(['offline', 'offline', 'offline']);
    s.trigger('start');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['start']);
    await vi.advanceTimersByTimeAsync(1500); // first retry at 2 s × 0.75
    expect(runs).toEqual(['start', 'retry']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toHaveLength(2); // second retry waits 3 s
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(3);
    s.trigger('online');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.at(-1)).toBe('online');
    s.stop();
  });

  it('offline, changes and the interval start no cycle: one probe at a time on the backoff, then "online" goes (issue 14)', async () => {
    let network = false;
    const runs: SyncTrigger[] = [];
    const s = new SyncScheduler({
      run: async (t) => {
        runs.push(t);
        return network ? 'ok' : 'offline';
      },
      random: () => 0.5,
      visible: () => true,
    });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['start']);
    expect(s.isOffline).toBe(true);
    // Twenty changes and two minutes offline: only the backoff's probes run (1.5 s, 3 s, 6 s, 12 s later).
    for (let i = 0; i < 20; i++) {
      s.trigger('enqueue');
      await vi.advanceTimersByTimeAsync(6_000);
    }
    expect(runs.filter((t) => t !== 'retry')).toEqual(['start']);
    expect(runs.filter((t) => t === 'retry').length).toBeLessThanOrEqual(6);
    network = true;
    s.trigger('online');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.at(-1)).toBe('online');
    expect(s.isOffline).toBe(false);
    // Back online, a change syncs again a second later.
    s.trigger('enqueue');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.at(-1)).toBe('enqueue');
    s.stop();
  });

  it('pauses on an expired session until resume, and runs every 60 s only while visible', async () => {
    const { s, runs } = scheduler(['session']);
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.isPaused).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs).toEqual(['start']);
    s.resume();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['start', 'resume', 'interval']);
    s.stop();

    const hidden = scheduler([], false);
    hidden.s.start();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(hidden.runs).toEqual(['start']);
    hidden.s.stop();
  });

  it('runs once more after the current cycle when triggered during it', async () => {
    let release: () => void = () => undefined;
    const runs: string[] = [];
    const s = new SyncScheduler({
      run: (t) => {
        runs.push(t);
        return runs.length === 1 ? new Promise((r) => (release = () => r('ok'))) : Promise.resolve('ok');
      },
    });
    s.trigger('start');
    s.trigger('manual');
    s.trigger('manual');
    expect(runs).toEqual(['start']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['start', 'manual']);
  });
});
