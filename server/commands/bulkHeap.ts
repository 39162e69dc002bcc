import { setFlagsFromString } from 'node:v8';

/**
 * V8's heap while a large write runs (issue 26, 'memory stays under 1 GB'). Measured on a 100,000-line register:
 * what the main thread really holds while writing stays at 100 to 250 MB (the heap after a full collection),
 * but V8 lets its heap grow to about three times what it held after its last full collection before collecting
 * again, so the decided parts already written, the SQL texts and the drizzle objects of each chunk, dead but
 * not yet collected, took the heap to 560 to 650 MB and the process past 1 GB. While a large write runs, V8
 * collects once its heap has grown by BULK_HEAP_GROWING_PERCENT over what it held: more frequent collections
 * (V8's incremental marking keeps each pause short) for a heap bounded near what is held. The setting is V8's
 * for the whole process (every thread's heap: the planning worker's too); it is set back to V8's own choice once
 * the last large write in progress ends.
 */
export const BULK_HEAP_GROWING_PERCENT = 50;

let running = 0;

/** Large writes in progress in this process (the bound holds while there is one). */
export const largeWritesRunning = (): number => running;

/** Runs `work` with V8's heap kept near what it holds (nested and concurrent large writes share the setting). */
export async function withBoundedHeap<T>(work: () => Promise<T>, setFlags: (flags: string) => void = setFlagsFromString): Promise<T> {
  if (running === 0) setFlags(`--heap-growing-percent=${BULK_HEAP_GROWING_PERCENT}`);
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    // 0: V8 chooses its growing factor again, as when no flag is given.
    if (running === 0) setFlags('--heap-growing-percent=0');
  }
}
