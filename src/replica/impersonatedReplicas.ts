import { closeAllReplicas, createReplicaDb, REPLICA_PREFIX, SCOPE_SEPARATOR } from './db';

/**
 * The replicas an administrator used while acting as another user (issue 16), named
 * `cimetiere-<espaceId>~as-<login>`. Going back deletes them whole, so nothing of that user's cache, outbox or
 * conflicts stays beside the administrator's own; but never while they hold work not yet sent (it would be lost).
 */
async function impersonatedNames(scope: string, factory: IDBFactory): Promise<string[]> {
  const suffix = `${SCOPE_SEPARATOR}${scope}`;
  return (await factory.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith(REPLICA_PREFIX) && n.endsWith(suffix));
}

/** Pending mutations, refusals and unsent blobs in the impersonated user's replicas. */
export async function impersonatedPendingWork(scope: string, factory: IDBFactory = indexedDB): Promise<number> {
  let pending = 0;
  for (const name of await impersonatedNames(scope, factory)) {
    const db = createReplicaDb(name.slice(REPLICA_PREFIX.length), { scope: null, indexedDB: factory });
    try {
      pending += (await db.outbox.count()) + (await db.conflicts.count()) + (await db.mediaBlobs.where('state').notEqual('uploaded').count());
    } finally {
      db.close();
    }
  }
  return pending;
}

/**
 * Deletes them; call once the session no longer names that user (setReplicaScope moved on), or a screen still
 * shown would open them again. A connection left in a worker closes on the deletion's versionchange (Dexie).
 */
export async function deleteImpersonatedReplicas(scope: string, factory: IDBFactory = indexedDB): Promise<void> {
  closeAllReplicas();
  for (const name of await impersonatedNames(scope, factory)) {
    await new Promise<void>((resolve, reject) => {
      const request = factory.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => resolve();
    });
  }
}

/** IndexedDB can list its databases here (not in every browser, nor in tests without it). */
export function canListDatabases(): boolean {
  return typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function';
}

/** The logins of every user with impersonated replicas on this device. */
async function impersonatedScopes(factory: IDBFactory): Promise<string[]> {
  const names = (await factory.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith(REPLICA_PREFIX) && n.includes(SCOPE_SEPARATOR));
  return [...new Set(names.map((n) => n.slice(n.indexOf(SCOPE_SEPARATOR) + SCOPE_SEPARATOR.length)))];
}

/**
 * Deletes the impersonated replicas a way back left behind: its deletion waits for the page's workers to let go,
 * and a reload can cut it short. Run while the session acts as nobody; replicas holding unsent work are kept
 * (they are deleted once that work is sent, never lost).
 */
export async function sweepImpersonatedReplicas(factory: IDBFactory = indexedDB): Promise<void> {
  for (const scope of await impersonatedScopes(factory)) {
    if ((await impersonatedPendingWork(scope, factory)) === 0) await deleteImpersonatedReplicas(scope, factory);
  }
}
