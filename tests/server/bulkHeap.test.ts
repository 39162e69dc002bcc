import { describe, expect, it } from 'vitest';
import { BULK_HEAP_GROWING_PERCENT, withBoundedHeap } from '../../server/commands/bulkHeap';

// V8's heap growth bounded while large writes run (issue 26, memory): set once for overlapping writes, and V8's
// own choice given back when the last one ends, whether it succeeds or fails.
describe('withBoundedHeap', () => {
  const bounded = `--heap-growing-percent=${BULK_HEAP_GROWING_PERCENT}`;
  const unbounded = '--heap-growing-percent=0';

  it('bounds the heap during the write and gives V8 its own choice back after it', async () => {
    const flags: string[] = [];
    const seen = await withBoundedHeap(async () => [...flags], (f) => flags.push(f));
    expect(seen).toEqual([bounded]);
    expect(flags).toEqual([bounded, unbounded]);
  });

  it('keeps the bound until the last of overlapping writes ends', async () => {
    const flags: string[] = [];
    const set = (f: string) => flags.push(f);
    let endFirst!: () => void;
    const first = withBoundedHeap(() => new Promise<void>((resolve) => (endFirst = resolve)), set);
    const second = withBoundedHeap(async () => 'second', set);
    expect(await second).toBe('second');
    expect(flags).toEqual([bounded]);
    endFirst();
    await first;
    expect(flags).toEqual([bounded, unbounded]);
  });

  it('gives V8 its own choice back when the write fails', async () => {
    const flags: string[] = [];
    await expect(withBoundedHeap(() => Promise.reject(new Error('refusé')), (f) => flags.push(f))).rejects.toThrow('refusé');
    expect(flags).toEqual([bounded, unbounded]);
  });
});
