import { offThreadTask, OffThreadError, runOffThread } from '../offthread/runOffThread';
import { MAX_SVG_BYTES, PLAN_READ_HEAP_MB, PLAN_READ_TIME_LIMIT_MS, refusal } from './limits';
import type * as planReader from './planReader';
import type { PlanReadResult } from './planReader';

const readPlanTask = offThreadTask<typeof planReader>()(new URL('./planReader.ts', import.meta.url), 'readPlan');

/**
 * readPlan (planReader.ts) in a worker thread, so that the server keeps answering everyone else while a plan is
 * read (issue 13: a 4 MB plan once froze every request for ten minutes). Past the time limit or the worker's
 * heap, the worker is stopped and the plan refused with 413 and a French message.
 */
export async function readPlanOffThread(bytes: Uint8Array, timeoutMs = PLAN_READ_TIME_LIMIT_MS): Promise<PlanReadResult> {
  if (bytes.byteLength > MAX_SVG_BYTES) return refusal('tooLarge');
  // A copy of its own, moved to the worker: the request's buffer may share memory with others (Node's pool).
  const copy = new Uint8Array(bytes);
  try {
    return await runOffThread(readPlanTask, copy, { timeoutMs, maxHeapMb: PLAN_READ_HEAP_MB, transfer: [copy.buffer] });
  } catch (error) {
    if (error instanceof OffThreadError && error.reason === 'timeout') return refusal('tooSlow');
    if (error instanceof OffThreadError && error.reason === 'memory') return refusal('tooHeavy');
    throw error;
  }
}
