import { Dexie } from 'dexie';
import { closeAllReplicas, createReplicaDb, REPLICA_PREFIX, replicaName, type IndexedDbDeps } from './db';
import { splitWork } from './authors';
import { getMeta } from './meta';
import { DRAFTS_DB_NAME, draftStore, openDraftsDb } from './drafts';
import { openRoundsDb, ROUNDS_DB_NAME, roundStore } from './rounds';
import { scrubReplica } from './scrub';
import { toEnvelope } from './sync/toEnvelope';

/**
 * What logging out would lose (DESIGN §5): pending mutations, unsent blobs and unresolved refusals are
 * the only copy of the user's work. The shell's logout calls `pendingWork` and refuses while anything is
 * listed, unless the user exported it with `exportPending` first; then `wipeDevice` clears the device.
 * Only the signed-in user's work counts (issue 13): other users' pending changes do not block them, and
 * the wipe keeps them on the device for their authors.
 */
export interface PendingWork {
  espaceId: string;
  mutations: Array<{ id: string; seq: number; name: string; createdAt: string }>;
  media: Array<{ sha256: string; mime: string; size: number }>;
  conflicts: number;
}

async function exists(espaceId: string, deps: IndexedDbDeps & { scope?: string | null }): Promise<boolean> {
  const factory = deps.indexedDB as IDBFactory | undefined;
  const name = deps.scope === undefined ? replicaName(espaceId) : replicaName(espaceId, deps.scope);
  // Dexie.exists() reads the global IndexedDB; an injected one (tests) is asked directly.
  if (factory?.databases) return (await factory.databases()).some((d) => d.name === name);
  return Dexie.exists(name);
}

/** This user's pending work per cemetery; cemeteries where they have nothing pending are left out. */
export async function pendingWork(espaceIds: readonly string[], userId: string, deps: IndexedDbDeps = {}): Promise<PendingWork[]> {
  const out: PendingWork[] = [];
  for (const espaceId of espaceIds) {
    if (!(await exists(espaceId, deps))) continue;
    const db = createReplicaDb(espaceId, deps);
    try {
      const work = await splitWork(db, userId);
      if (work.mutations.length + work.media.length + work.conflicts.length === 0) continue;
      out.push({
        espaceId,
        mutations: work.mutations.map((m) => ({ id: m.id, seq: m.seq, name: m.name, createdAt: m.createdAt })),
        media: work.media.map((b) => ({ sha256: b.sha256, mime: b.mime, size: b.size })),
        conflicts: work.conflicts.length,
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
 * A JSON file of this user's pending work (mutations as the server would receive them, with the clientId
 * of their author's chain; refused changes; blobs in base64), so a user who must log out offline keeps it.
 */
export async function exportPending(espaceIds: readonly string[], userId: string, deps: IndexedDbDeps = {}, now: Date = new Date()): Promise<{ filename: string; blob: Blob }> {
  const espaces = [];
  for (const espaceId of espaceIds) {
    if (!(await exists(espaceId, deps))) continue;
    const db = createReplicaDb(espaceId, deps);
    try {
      const work = await splitWork(db, userId);
      const chains = await getMeta(db, 'chains');
      espaces.push({
        espaceId,
        mutations: work.mutations.map((m) => ({ ...toEnvelope(m, userId), clientId: chains[m.author.userId]?.clientId ?? null })),
        conflicts: work.conflicts,
        media: await Promise.all(work.media.map(async (b) => ({ sha256: b.sha256, mime: b.mime, size: b.size, base64: await base64(b.blob) }))),
      });
    } finally {
      db.close();
    }
  }
  const body = JSON.stringify({ format: 'cimetiere-modifications-en-attente', version: 2, exportedAt: now.toISOString(), espaces }, null, 2);
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return { filename: `modifications-en-attente-${stamp}.json`, blob: new Blob([body], { type: 'application/json' }) };
}

/**
 * Clears the device when `leavingUserId` signs out (null: nobody is signed in), keeping only the precached
 * app shell and other users' unsent work. A cemetery replica that holds none is deleted; one that holds
 * another user's pending changes or refusals is emptied of everything else (scrubReplica); the leaving user's
 * drafts (src/replica/drafts.ts) and survey rounds (src/replica/rounds.ts) are deleted. Call after the
 * guard passed: the leaving user's own work goes (sent, or exported and confirmed).
 */
export async function wipeDevice(leavingUserId: string | null, espaceIds: readonly string[] = [], deps: IndexedDbDeps = {}): Promise<void> {
  closeAllReplicas();
  const names = new Set(espaceIds.map((id) => replicaName(id)));
  const factory = (deps.indexedDB ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB)) as IDBFactory | undefined;
  if (factory && typeof factory.databases === 'function') {
    for (const info of await factory.databases()) if (info.name?.startsWith(REPLICA_PREFIX)) names.add(info.name);
  }
  for (const name of names) {
    // A listed name is complete (an impersonated user's replica included): opened as it is, unscoped.
    if (await holdsOthersWork(name.slice(REPLICA_PREFIX.length), leavingUserId, { ...deps, scope: null })) continue;
    if (factory) await deleteDatabase(factory, name);
  }
  // The leaving user's drafts go with their work; others' drafts on a shared tablet stay theirs (60 minutes at
  // most), and a store left empty is deleted like a replica.
  if (factory && typeof factory.databases === 'function' && (await factory.databases()).some((d) => d.name === DRAFTS_DB_NAME)) {
    const db = openDraftsDb(deps);
    const left = await draftStore(() => db).forget(leavingUserId).then(() => db.drafts.count()).finally(() => db.close());
    if (left === 0) await deleteDatabase(factory, DRAFTS_DB_NAME);
  }
  // Survey rounds (src/replica/rounds.ts) likewise: the leaving user's go, others' stay theirs.
  if (factory && typeof factory.databases === 'function' && (await factory.databases()).some((d) => d.name === ROUNDS_DB_NAME)) {
    const db = openRoundsDb(deps);
    const left = await roundStore(() => db).forget(leavingUserId).finally(() => db.close());
    if (left === 0) await deleteDatabase(factory, ROUNDS_DB_NAME);
  }
  if (typeof caches !== 'undefined') {
    for (const key of await caches.keys()) if (!key.startsWith('workbox-precache')) await caches.delete(key);
  }
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    // Another tab still holds it open: the deletion completes when that tab closes it.
    request.onblocked = () => resolve();
  });
}

/** Scrubs the replica and answers true when other users' work is in it; false when it can be deleted. */
async function holdsOthersWork(espaceId: string, leavingUserId: string | null, deps: IndexedDbDeps & { scope?: string | null }): Promise<boolean> {
  if (!(await exists(espaceId, deps))) return false;
  const db = createReplicaDb(espaceId, deps);
  try {
    return await scrubReplica(db, leavingUserId);
  } finally {
    db.close();
  }
}
