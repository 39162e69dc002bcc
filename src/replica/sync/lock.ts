/**
 * One sync cycle at a time per cemetery across tabs and workers (DESIGN §5): the Web Lock
 * `sync-<espaceId>`. Where Web Locks are missing (Node in tests, very old browsers) an in-context
 * queue keeps at least this context's cycles apart.
 */
const local = new Map<string, Promise<unknown>>();

export function syncLockName(espaceId: string): string {
  return `sync-${espaceId}`;
}

export async function withSyncLock<T>(espaceId: string, fn: () => Promise<T>): Promise<T> {
  const name = syncLockName(espaceId);
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request(name, { mode: 'exclusive' }, fn);
  const previous = local.get(name) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  local.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
