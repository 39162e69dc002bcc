import { Dexie } from 'dexie';
import { closeAllReplicas, createReplicaDb, REPLICA_PREFIX, replicaName, type IndexedDbDeps } from './db';
import { toEnvelope } from './sync/push';

/**
 * What logging out would lose (DESIGN §5): pending mutations, unsent blobs and unresolved refusals are
 * the only copy of the user's work. The shell's logout calls `pendingWork` and refuses while anything is
 * listed, unless the user exported it with `exportPending` first; then `wipeDevice` clears the device.
 */
export interface PendingWork {
  espaceId: string;
  mutations: Array<{ id: string; seq: number; name: string; createdAt: string }>;
  media: Array<{ sha256: string; mime: string; size: number }>;
  conflicts: number;
}

async function exists(espaceId: string, deps: IndexedDbDeps): Promise<boolean> {
  const factory = deps.indexedDB as IDBFactory | undefined;
  // Dexie.exists() reads the global IndexedDB; an injected one (tests) is asked directly.
  if (factory?.databases) return (await factory.databases()).some((d) => d.name === replicaName(espaceId));
  return Dexie.exists(replicaName(espaceId));
}

/** Pending work per cemetery; cemeteries with nothing pending are left out. */
export async function pendingWork(espaceIds: readonly string[], deps: IndexedDbDeps = {}): Promise<PendingWork[]> {
  const out: PendingWork[] = [];
  for (const espaceId of espaceIds) {
    if (!(await exists(espaceId, deps))) continue;
    const db = createReplicaDb(espaceId, deps);
    try {
      const [outbox, media, conflicts] = await Promise.all([
        db.outbox.orderBy('seq').toArray(),
        db.mediaBlobs.where('state').notEqual('uploaded').toArray(),
        db.conflicts.count(),
      ]);
      if (outbox.length + media.length + conflicts === 0) continue;
      out.push({
        espaceId,
        mutations: outbox.map((m) => ({ id: m.id, seq: m.seq, name: m.name, createdAt: m.createdAt })),
        media: media.map((b) => ({ sha256: b.sha256, mime: b.mime, size: b.size })),
        conflicts,
      });
    } finally {
      db.close();
    }
  }
  return out;
}

async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A JSON file of everything pending (mutations as the server would receive them, refused changes,
 * blobs in base64), so a user who must log out offline keeps their work.
 */
export async function exportPending(espaceIds: readonly string[], deps: IndexedDbDeps = {}, now: Date = new Date()): Promise<{ filename: string; blob: Blob }> {
  const espaces = [];
  for (const espaceId of espaceIds) {
    if (!(await exists(espaceId, deps))) continue;
    const db = createReplicaDb(espaceId, deps);
    try {
      const media = await db.mediaBlobs.where('state').notEqual('uploaded').toArray();
      espaces.push({
        espaceId,
        clientId: ((await db.meta.get('clientId'))?.value as string | undefined) ?? null,
        mutations: (await db.outbox.orderBy('seq').toArray()).map(toEnvelope),
        conflicts: await db.conflicts.toArray(),
        media: await Promise.all(media.map(async (b) => ({ sha256: b.sha256, mime: b.mime, size: b.size, base64: await base64(b.blob) }))),
      });
    } finally {
      db.close();
    }
  }
  const body = JSON.stringify({ format: 'cimetiere-modifications-en-attente', version: 1, exportedAt: now.toISOString(), espaces }, null, 2);
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return { filename: `modifications-en-attente-${stamp}.json`, blob: new Blob([body], { type: 'application/json' }) };
}

/**
 * Deletes every cemetery replica of this device and the runtime caches (tiles, media, API answers),
 * keeping only the precached app shell, which holds no one's data. Call after the guard passed.
 */
export async function wipeDevice(espaceIds: readonly string[] = [], deps: IndexedDbDeps = {}): Promise<void> {
  closeAllReplicas();
  const names = new Set(espaceIds.map(replicaName));
  const factory = (deps.indexedDB ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB)) as IDBFactory | undefined;
  if (factory && typeof factory.databases === 'function') {
    for (const info of await factory.databases()) if (info.name?.startsWith(REPLICA_PREFIX)) names.add(info.name);
  }
  for (const name of names) {
    await new Promise<void>((resolve, reject) => {
      const request = factory?.deleteDatabase(name);
      if (!request) return resolve();
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      // Another tab still holds it open: the deletion completes when that tab closes it.
      request.onblocked = () => resolve();
    });
  }
  if (typeof caches !== 'undefined') {
    for (const key of await caches.keys()) if (!key.startsWith('workbox-precache')) await caches.delete(key);
  }
}
