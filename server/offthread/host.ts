import { parentPort, workerData } from 'node:worker_threads';

/**
 * Runs in the worker thread started by runOffThread: imports the task's module, says it has started (the main
 * thread publishes it, see runOffThread's `offThreadEvents`), runs the exported function on the input and posts
 * its result. A throw ends the worker with an 'error' event on the main side.
 */
export interface HostData {
  module: string;
  name: string;
  input: unknown;
}

export type HostMessage = { kind: 'started' } | { kind: 'done'; output: unknown };

const { module, name, input } = workerData as HostData;
const port = parentPort;
if (!port) throw new Error('host.ts runs only in a worker thread');
const exported = ((await import(module)) as Record<string, unknown>)[name];
if (typeof exported !== 'function') throw new Error(`${name} is not a function exported by ${module}`);
port.postMessage({ kind: 'started' } satisfies HostMessage);
const output: unknown = await (exported as (input: unknown) => unknown)(input);
port.postMessage({ kind: 'done', output } satisfies HostMessage);
