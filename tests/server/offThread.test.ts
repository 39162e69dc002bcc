import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { IDLE_WORKER_MS, MAX_PARALLEL, offThreadTask, OffThreadError, runOffThread } from '../../server/offthread/runOffThread';

// Tasks generated for the test, run by the real runner in real worker threads.
const dir = mkdtempSync(join(tmpdir(), 'offthread-'));
const file = join(dir, 'tasks.mjs');
writeFileSync(
  file,
  `export const double = (n) => ({ doubled: n * 2 });
export function spin(shared) { const n = new Int32Array(shared); for (;;) Atomics.add(n, 0, 1); }
export function hold({ shared, index }) { Atomics.wait(new Int32Array(shared), index, 0); return index; }
export function fail() { throw new Error('panne'); }
export function hog() { const kept = []; for (;;) kept.push(new Array(100000).fill(1.5)); }
export async function thread() { return (await import('node:worker_threads')).threadId; }
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Tasks = {
  double: (n: number) => { doubled: number };
  spin: (shared: SharedArrayBuffer) => never;
  hold: (job: { shared: SharedArrayBuffer; index: number }) => number;
  fail: (input: null) => never;
  hog: (input: null) => never;
  thread: (input: null) => Promise<number>;
};
const task = <K extends keyof Tasks & string>(name: K) => offThreadTask<Tasks>()(pathToFileURL(file), name);
const limits = { timeoutMs: 60_000, maxHeapMb: 64 };

/** The runner's events, in order, while `fn` runs. */
async function recording<T>(fn: (events: string[]) => Promise<T>): Promise<T> {
  const events: string[] = [];
  const listener = (message: unknown) => events.push((message as { event: string }).event);
  subscribe('cimetiere.offthread', listener);
  try {
    return await fn(events);
  } finally {
    unsubscribe('cimetiere.offthread', listener);
  }
}

describe('runOffThread (issue 13)', () => {
  it('runs an exported function in a worker and returns its result', async () => {
    expect(await runOffThread(task('double'), 21, limits)).toEqual({ doubled: 42 });
  });

  it('terminates a worker past its time limit: the task stops running', async () => {
    const shared = new SharedArrayBuffer(4);
    const counter = new Int32Array(shared);
    const error = await runOffThread(task('spin'), shared, { ...limits, timeoutMs: 1_500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OffThreadError);
    expect((error as OffThreadError).reason).toBe('timeout');
    const afterTimeout = Atomics.load(counter, 0);
    expect(afterTimeout).toBeGreaterThan(0);
    // A whole other task runs in between: a thread still spinning would have counted on meanwhile.
    await runOffThread(task('double'), 1, limits);
    expect(Atomics.load(counter, 0)).toBe(afterTimeout);
  });

  it('reports a failing task and a task past its heap as errors, not results', async () => {
    await expect(runOffThread(task('fail'), null, limits)).rejects.toMatchObject({ reason: 'crash', message: expect.stringContaining('panne') });
    await expect(runOffThread(task('hog'), null, { ...limits, maxHeapMb: 32 })).rejects.toMatchObject({ reason: 'memory' });
  });

  it(`runs at most ${MAX_PARALLEL} tasks at once: the next starts when one ends`, async () => {
    const shared = new SharedArrayBuffer(4 * (MAX_PARALLEL + 1));
    const flags = new Int32Array(shared);
    await recording(async (events) => {
      const jobs = Array.from({ length: MAX_PARALLEL + 1 }, (_, index) => runOffThread(task('hold'), { shared, index }, limits));
      const started = () => events.filter((e) => e === 'started').length;
      // Both slots taken before any release: the third task waits, whatever the machine's speed.
      await expect.poll(started, { timeout: 30_000 }).toBe(MAX_PARALLEL);
      const release = (index: number) => {
        Atomics.store(flags, index, 1);
        Atomics.notify(flags, index);
      };
      release(0);
      await expect.poll(started, { timeout: 30_000 }).toBe(MAX_PARALLEL + 1);
      for (let index = 1; index <= MAX_PARALLEL; index += 1) release(index);
      expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
      expect(events.slice(0, MAX_PARALLEL + 1)).toEqual([...Array<string>(MAX_PARALLEL).fill('started'), 'ended']);
    });
  });

  describe('a worker kept for the next task', () => {
    it('runs the next task of the same heap limit in the same thread, and one of another limit in another', async () => {
      const first = await runOffThread(task('thread'), null, limits);
      expect(await runOffThread(task('double'), 4, limits)).toEqual({ doubled: 8 });
      expect(await runOffThread(task('thread'), null, limits)).toBe(first);
      expect(await runOffThread(task('thread'), null, { ...limits, maxHeapMb: 48 })).not.toBe(first);
    });

    it('ends the kept workers when a new one starts: never more workers alive than tasks allowed at once', async () => {
      const kept = await runOffThread(task('thread'), null, limits);
      // Another heap limit needs a new worker: the kept one is ended, not left beside it.
      await runOffThread(task('thread'), null, { ...limits, maxHeapMb: 40 });
      expect(await runOffThread(task('thread'), null, limits)).not.toBe(kept);
    });

    it('never reuses a worker whose task failed, ran out of time or of memory', async () => {
      const before = await runOffThread(task('thread'), null, limits);
      await expect(runOffThread(task('fail'), null, limits)).rejects.toMatchObject({ reason: 'crash' });
      const afterFailure = await runOffThread(task('thread'), null, limits);
      // The failed task took the kept worker and ended it: the next one starts in a new thread.
      expect(afterFailure).not.toBe(before);
      await expect(runOffThread(task('spin'), new SharedArrayBuffer(4), { ...limits, timeoutMs: 500 })).rejects.toMatchObject({ reason: 'timeout' });
      expect(await runOffThread(task('thread'), null, limits)).not.toBe(afterFailure);
      const small = { ...limits, maxHeapMb: 32 };
      const beforeHog = await runOffThread(task('thread'), null, small);
      await expect(runOffThread(task('hog'), null, small)).rejects.toMatchObject({ reason: 'memory' });
      expect(await runOffThread(task('thread'), null, small)).not.toBe(beforeHog);
    });

    it(`ends a worker left without a task for ${IDLE_WORKER_MS / 1000} s`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const kept = await runOffThread(task('thread'), null, limits);
        vi.advanceTimersByTime(IDLE_WORKER_MS - 1);
        expect(await runOffThread(task('thread'), null, limits)).toBe(kept);
        vi.advanceTimersByTime(IDLE_WORKER_MS);
        expect(await runOffThread(task('thread'), null, limits)).not.toBe(kept);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
