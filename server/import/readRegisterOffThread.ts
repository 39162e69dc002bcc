import { offThreadTask, OffThreadError, runOffThread } from '../offthread/runOffThread';
import { MAX_REGISTER_BYTES, REGISTER_READ_HEAP_MB, REGISTER_READ_TIME_LIMIT_MS, registerRefusal } from './limits';
import type * as registerReader from './registerReader';
import type { RegisterReadResult } from './registerReader';

const readRegisterTask = offThreadTask<typeof registerReader>()(new URL('./registerReader.ts', import.meta.url), 'readRegister');

/**
 * readRegister in a worker thread: unzipping and reading a 20,000-line workbook takes seconds, during which the
 * server keeps answering everyone else; a zip bomb that lies about its size meets the worker's heap limit.
 */
export async function readRegisterOffThread(bytes: Uint8Array, timeoutMs = REGISTER_READ_TIME_LIMIT_MS): Promise<RegisterReadResult> {
  if (bytes.byteLength > MAX_REGISTER_BYTES) return registerRefusal('tooLarge');
  const copy = new Uint8Array(bytes);
  try {
    return await runOffThread(readRegisterTask, copy, { timeoutMs, maxHeapMb: REGISTER_READ_HEAP_MB, transfer: [copy.buffer] });
  } catch (error) {
    if (error instanceof OffThreadError && error.reason === 'timeout') return registerRefusal('tooSlow');
    if (error instanceof OffThreadError && error.reason === 'memory') return registerRefusal('tooHeavy');
    throw error;
  }
}
