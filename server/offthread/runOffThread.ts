import { channel } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HostMessage, HostTask } from './host';

/**
 * Heavy parsing off the main thread (issue 13): SVG plans, registers, GIS layers, deeds. The work runs in a
 * worker thread with its own heap limit and a time limit; past either, the worker is terminated and the promise
 * fails with an OffThreadError, while the main event loop has kept answering every other request. At most
 * MAX_PARALLEL tasks run at once (the others wait their turn): a few large imports cannot take all the cores or
 * memory. A task is a function exported by a module, its input and output structured-cloneable (plain data,
 * typed arrays).
 *
 * Starting a worker and loading its modules costs about 0.4 s and 0.6 s of CPU (tsx registers itself and reads
 * the modules), more than many tasks themselves: an import's preview, dry run and import, or a GIS layer's read
 * then draw, come one after the other. A worker whose task ended normally is therefore kept IDLE_WORKER_MS for
 * the next task of the same heap limit, then ended; a worker that failed, ran out of time or of memory is never
 * reused, and starting a new worker ends the kept ones.
 */
export interface OffThreadTask<I, O> {
  readonly module: string;
  readonly name: string;
  /** Never set: carries the task's input and output types. */
  readonly types?: (input: I) => O;
}

type InputOf<F> = F extends (input: infer I) => unknown ? I : never;
type OutputOf<F> = F extends (input: never) => infer O ? Awaited<O> : never;

/** `offThreadTask<typeof m>()(new URL('./m.ts', import.meta.url), 'f')` (with `import type * as m from './m'`): the function f of m.ts. */
export function offThreadTask<M>() {
  return <K extends keyof M & string>(module: URL, name: K): OffThreadTask<InputOf<M[K]>, OutputOf<M[K]>> => ({ module: module.href, name });
}

export interface OffThreadOptions {
  /** Time the task may run, from its start in the worker (its module loaded); the worker is terminated past it. */
  timeoutMs: number;
  /** Old-generation heap of the worker; past it the worker is stopped by V8 (reason 'memory'). */
  maxHeapMb: number;
  /** Buffers of the input moved to the worker instead of copied (unusable here afterwards). */
  transfer?: ArrayBuffer[];
}

export class OffThreadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'crash',
    message: string,
  ) {
    super(message);
  }
}

/** Published when a task's worker starts running it and when it ends: `{ event: 'started' | 'ended', name }`. */
export const offThreadEvents = channel('cimetiere.offthread');

export const MAX_PARALLEL = 2;
/** Starting a worker and loading its modules (tsx compiles them) takes about a second on a busy machine. */
const STARTUP_LIMIT_MS = 60_000;

export async function runOffThread<I, O>(task: OffThreadTask<I, O>, input: I, options: OffThreadOptions): Promise<O> {
  await acquireSlot();
  try {
    return await runInWorker(task, input, options);
  } finally {
    releaseSlot();
  }
}

interface PooledWorker {
  worker: Worker;
  maxHeapMb: number;
  /** Set while the worker waits for a task: ends it when no task came. */
  idleTimer: NodeJS.Timeout | null;
}

/** How long a worker waits for another task before it is ended (its heap given back to the system). */
export const IDLE_WORKER_MS = 10_000;
const idleWorkers: PooledWorker[] = [];

function takeWorker(maxHeapMb: number): PooledWorker {
  // The most recently used first: the others may reach their idle time and end.
  const index = idleWorkers.findLastIndex((w) => w.maxHeapMb === maxHeapMb);
  if (index >= 0) {
    const [kept] = idleWorkers.splice(index, 1);
    if (kept) {
      if (kept.idleTimer) clearTimeout(kept.idleTimer);
      kept.idleTimer = null;
      kept.worker.ref();
      return kept;
    }
  }
  // A new worker ends the kept ones first: no more workers are alive than MAX_PARALLEL, as when none was kept,
  // so a register's read worker kept with its heap is gone before the planning worker starts (issue 26, memory).
  for (const other of [...idleWorkers]) {
    dropIdle(other);
    void other.worker.terminate();
  }
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { host: HOST.href, loader: HOST.pathname.endsWith('.ts') ? tsxLoader() : null },
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, stackSizeMb: 4 },
    execArgv: [],
  });
  const pooled: PooledWorker = { worker, maxHeapMb, idleTimer: null };
  // A worker that fails or ends while it waits leaves the pool (a listener here, so that an error thrown by a
  // task's leftover timer while no task runs is not an unhandled 'error' event of the server).
  worker.on('error', () => dropIdle(pooled));
  worker.once('exit', () => dropIdle(pooled));
  return pooled;
}

function keepIdle(pooled: PooledWorker): void {
  pooled.worker.unref();
  pooled.idleTimer = setTimeout(() => {
    dropIdle(pooled);
    void pooled.worker.terminate();
  }, IDLE_WORKER_MS);
  pooled.idleTimer.unref();
  idleWorkers.push(pooled);
}

function dropIdle(pooled: PooledWorker): void {
  const index = idleWorkers.indexOf(pooled);
  if (index >= 0) idleWorkers.splice(index, 1);
  if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
  pooled.idleTimer = null;
}

function runInWorker<I, O>(task: OffThreadTask<I, O>, input: I, options: OffThreadOptions): Promise<O> {
  const pooled = takeWorker(options.maxHeapMb);
  const { worker } = pooled;
  return new Promise<O>((resolve, reject) => {
    let settled = false;
    const detach = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const finish = (outcome: { output: O } | { error: Error }) => {
      offThreadEvents.publish({ event: 'ended', name: task.name });
      if ('error' in outcome) reject(outcome.error);
      else resolve(outcome.output);
    };
    // A failure settles once the worker is gone for sure: after a timeout, no thread is left running the task.
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      detach();
      const done = () => finish({ error });
      void worker.terminate().then(done, done);
    };
    const limit = (ms: number, what: string) => setTimeout(() => fail(new OffThreadError('timeout', `${task.name}: ${what} took more than ${ms} ms`)), ms);
    let timer = limit(STARTUP_LIMIT_MS, 'loading');
    const onMessage = (message: HostMessage) => {
      if (message.kind === 'started') {
        clearTimeout(timer);
        timer = limit(options.timeoutMs, 'running');
        offThreadEvents.publish({ event: 'started', name: task.name });
      } else if (message.kind === 'failed') {
        fail(new OffThreadError('crash', `${task.name}: ${message.message}`));
      } else if (!settled) {
        settled = true;
        detach();
        keepIdle(pooled);
        finish({ output: message.output as O });
      }
    };
    const onError = (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      fail(new OffThreadError(outOfMemory ? 'memory' : 'crash', `${task.name}: ${error.message}`));
    };
    const onExit = (code: number) => fail(new OffThreadError('crash', `${task.name}: worker ended (code ${code}) without a result`));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const message: HostTask = { module: task.module, name: task.name, input };
    worker.postMessage(message, options.transfer ?? []);
  });
}

const HOST = new URL('./host.ts', import.meta.url);

/**
 * The worker's first script. Node 20 cannot start a worker on a .ts file, even under tsx (its loader is not
 * applied to a worker's entry), so the worker registers tsx itself, then imports the host. Works the same under
 * `tsx server/main.ts` and under vitest.
 */
const BOOTSTRAP = `import('node:worker_threads').then(async ({ workerData }) => {
  if (workerData.loader) (await import(workerData.loader)).register();
  await import(workerData.host);
});`;

let loaderUrl: string | null = null;

/** tsx's `tsx/esm/api` entry for import, read from its package exports. */
function tsxLoader(): string {
  if (loaderUrl) return loaderUrl;
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exportsMap = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  const entry = exportsMap['./esm/api']?.import.default;
  if (!entry) throw new Error('tsx/esm/api not found');
  loaderUrl = pathToFileURL(join(dirname(manifest), entry)).href;
  return loaderUrl;
}

let running = 0;
const waiting: Array<() => void> = [];

async function acquireSlot(): Promise<void> {
  if (running < MAX_PARALLEL) {
    running += 1;
    return;
  }
  // The slot is handed over by releaseSlot: `running` stays the same.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}
