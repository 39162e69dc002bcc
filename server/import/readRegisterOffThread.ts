import { offThreadTask, OffThreadError, runOffThread } from '../offthread/runOffThread';
import { unpack } from '../offthread/packed';
import type { Cell } from '../../src/domain/import/rows';
import { MAX_REGISTER_BYTES, REGISTER_READ_HEAP_MB, REGISTER_READ_TIME_LIMIT_MS, registerRefusal } from './limits';
import type * as registerReader from './registerReader';
import type { RegisterReadResult } from './registerReader';

const readRegisterTask = offThreadTask<typeof registerReader>()(new URL('./registerReader.ts', import.meta.url), 'readRegisterPacked');

/**
 * readRegister in a worker thread: unzipping and reading a 20,000-line workbook takes seconds, during which the
 * server keeps answering everyone else; a zip bomb that lies about its size meets the worker's heap limit.
 * The rows come back by chunks, read a chunk per turn of the event loop (a 100,000-line register in one piece
 * held the main thread for most of a second).
 */
export async function readRegisterOffThread(bytes: Uint8Array, timeoutMs = REGISTER_READ_TIME_LIMIT_MS): Promise<RegisterReadResult> {
  if (bytes.byteLength > MAX_REGISTER_BYTES) return registerRefusal('tooLarge');
  const copy = new Uint8Array(bytes);
  try {
    const read = await runOffThread(readRegisterTask, copy, { timeoutMs, maxHeapMb: REGISTER_READ_HEAP_MB, transfer: [copy.buffer] });
    if (!read.ok) return read;
    return { ...read, rows: await unpack<Cell[]>(read.rows) };
  } catch (error) {
    if (error instanceof OffThreadError && error.reason === 'timeout') return registerRefusal('tooSlow');
    if (error instanceof OffThreadError && error.reason === 'memory') return registerRefusal('tooHeavy');
    throw error;
  }
}
