import { channel } from 'node:diagnostics_channel';

/**
 * Events for tests, benchmarks and logs: `{ event, espaceId, hold }` with event 'staging' (decided, nothing
 * written), 'committing' (marked: the writing begins), 'chunk' (one chunk written: `step` 'history' | 'rows'
 * | 'answers', `table`), 'committed' (published), 'stale' (decided again), 'undoing', 'undone'. A subscriber
 * may pass a promise to `hold(promise)`: the batch waits for it before going on (tests order their steps so,
 * never by time).
 */
export const bulkEvents = channel('cimetiere.bulk');

export type BulkEvent = 'staging' | 'committing' | 'chunk' | 'committed' | 'stale' | 'undoing' | 'undone';

export async function announce(event: BulkEvent, espaceId: string, detail: Record<string, unknown> = {}): Promise<void> {
  if (!bulkEvents.hasSubscribers) return;
  const holds: Array<Promise<unknown>> = [];
  bulkEvents.publish({ event, espaceId, ...detail, hold: (p: Promise<unknown>) => holds.push(p) });
  if (holds.length > 0) await Promise.all(holds);
}
