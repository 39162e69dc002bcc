import { parentPort } from 'node:worker_threads';

/**
 * Runs in a worker thread started by runOffThread, which may hand it one task after another (a worker is kept a
 * few seconds between tasks, runOffThread.ts): for each task, imports its module, says it has started (the main
 * thread publishes it, see runOffThread's `offThreadEvents`), runs the exported function on the input and posts
 * its result, or the message of what it threw.
 */
export interface HostTask {
  module: string;
  name: string;
  input: unknown;
}

export type HostMessage = { kind: 'started' } | { kind: 'done'; output: unknown } | { kind: 'failed'; message: string };

const parent = parentPort;
if (!parent) throw new Error('host.ts runs only in a worker thread');
const port = parent;
port.on('message', (task: HostTask) => {
  void run(task).then(
    ({ output, transfer }) => port.postMessage({ kind: 'done', output } satisfies HostMessage, transfer),
    (error: unknown) => port.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies HostMessage),
  );
});

async function run({ module, name, input }: HostTask): Promise<{ output: unknown; transfer: ArrayBuffer[] }> {
  const exported = ((await import(module)) as Record<string, unknown>)[name];
  if (typeof exported !== 'function') throw new Error(`${name} is not a function exported by ${module}`);
  port.postMessage({ kind: 'started' } satisfies HostMessage);
  const output: unknown = await (exported as (input: unknown) => unknown)(input);
  // Chunks packed for the trip (server/offthread/packed.ts) are moved, not copied.
  return { output, transfer: packedBuffers(output, 3) };
}

/** The buffers of the packs (objects `{ chunks: Uint8Array[], length }`) found in `value`, `depth` levels down at most. */
function packedBuffers(value: unknown, depth: number): ArrayBuffer[] {
  // Packs are properties of objects: arrays (a layer's 50,000 features...) are not searched.
  if (depth < 0 || value === null || typeof value !== 'object' || Array.isArray(value) || ArrayBuffer.isView(value)) return [];
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.chunks) && typeof record.length === 'number' && record.chunks.every((c) => c instanceof Uint8Array)) {
    return (record.chunks as Uint8Array[]).map((c) => c.buffer as ArrayBuffer);
  }
  return Object.values(record).flatMap((v) => packedBuffers(v, depth - 1));
}
