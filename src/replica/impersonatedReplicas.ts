import { closeAllReplicas, createReplicaDb, REPLICA_PREFIX, SCOPE_SEPARATOR } from './db';

/**
 * The replicas an administrator used while acting as another user (issue 16), named `cimetiere-<espaceId>~as-<login>`.
 * Going back deletes them whole, so nothing of that user's cache, outbox or conflicts stays beside the
 * administrator's own; but never while they hold work not yet sent (it would be lost): then the count of
 * pending items is answered and nothing is deleted.
 */
export async function leaveImpersonatedReplicas(scope: string, factory: IDBFactory = indexedDB): Promise<{ pending: number }> {
  const suffix = `${SCOPE_SEPARATOR}${scope}`;
  const names = (await factory.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith(REPLICA_PREFIX) && n.endsWith(suffix));
  let pending = 0;
  for (const name of names) {
    const db = createReplicaDb(name.slice(REPLICA_PREFIX.length), { scope: null, indexedDB: factory });
    try {
      pending += (await db.outbox.count()) + (await db.conflicts.count()) + (await db.mediaBlobs.where('state').notEqual('uploaded').count());
    } finally {
      db.close();
    }
  }
  if (pending > 0) return { pending };
  closeAllReplicas();
  for (const name of names) {
    await new Promise<void>((resolve, reject) => {
      const request = factory.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => resolve();
    });
  }
  return { pending: 0 };
}
