import { ApiError } from '../platform/errors';
import {
  downloadQueue,
  fitsBudget,
  linkedFiles,
  mediaProgress,
  wantedMedia,
  type MediaStop,
  type WantedMedia,
} from '../domain/sync/mediaDownload';
import type { ReplicaDb } from './db';
import { getMeta, setMeta } from './meta';
import { ensureRoomFor, quotaSafe, StorageFullError } from './quota';

/** What the replica wants and holds, read in one go. */
interface Plan {
  wanted: WantedMedia[];
  held: Set<string>;
  heldBytes: number;
  unavailable: Set<string>;
}

async function readPlan(db: ReplicaDb): Promise<Plan> {
  const [media, documents, espaces, exhumations, heldKeys, unavailable] = await Promise.all([
    db.media.toArray(),
    db.documents.toArray(),
    db.espaces.toArray(),
    db.exhumations.toArray(),
    // Keys only (a key cursor): each cycle runs this, and a record read brings its Blob handle, thousands of them.
    db.mediaBlobs.toCollection().primaryKeys(),
    getMeta(db, 'mediaUnavailable'),
  ]);
  const wanted = wantedMedia(media, documents, linkedFiles(espaces, exhumations));
  const held = new Set<string>(heldKeys);
  // A photo's size is on its row; only the held files whose row says none (documents, the plan) are read for theirs.
  let heldBytes = 0;
  const unsized: string[] = [];
  for (const w of wanted) {
    if (!held.has(w.sha256)) continue;
    if (w.size === null) unsized.push(w.sha256);
    else heldBytes += w.size;
  }
  for (const record of await db.mediaBlobs.bulkGet(unsized)) heldBytes += record?.size ?? 0;
  return { wanted, held, heldBytes, unavailable: new Set(unavailable) };
}

async function writeProgress(db: ReplicaDb, plan: Plan, stop: MediaStop): Promise<void> {
  await setMeta(db, 'mediaProgress', mediaProgress(plan.wanted, plan.held, plan.unavailable, plan.heldBytes, stop));
}

/**
 * Counts again what the replica wants against what it holds and stores it for the status panel, keeping the
 * reason the last download stopped for. The sync cycle calls it after its pull, before it says 'synchronisé':
 * rows just pulled may link files the device does not hold yet.
 */
export async function refreshMediaProgress(db: ReplicaDb): Promise<void> {
  const plan = await readPlan(db);
  await writeProgress(db, plan, (await getMeta(db, 'mediaProgress'))?.stop ?? null);
}

export interface DownloadOptions {
  /** Stops between two files (the worker's cemetery closed, a newer run started). */
  signal?: AbortSignal;
  /** The device's storage estimate, for the room kept for records (quota.ts); the browser's by default. */
  estimate?: Parameters<typeof ensureRoomFor>[1];
  /** Progress is stored at most this often (ms), and after the last file. */
  progressEveryMs?: number;
  now?: () => number;
}

/** Issue 29: 4xx answers that mean this file is not there for this user; anything else is the network's or the server's moment. */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 410);
}

/**
 * Downloads, one after the other, every photo and document the cemetery's rows link that the device does not
 * hold (issue 29), in the order of `downloadQueue`, each stored as it arrives: a reload or a lost network stops
 * it between two files, and the next run starts from what is held, so nothing is fetched twice. Within the
 * user's budget (`fitsBudget`) and the room kept for records (`ensureRoomFor`). Returns why it stopped before
 * the end (null: every file it could get is held), which the progress stored in meta says too.
 */
export async function downloadMissingMedia(db: ReplicaDb, fetchMedia: (sha256: string) => Promise<Blob>, options: DownloadOptions = {}): Promise<MediaStop> {
  const now = options.now ?? (() => Date.now());
  const every = options.progressEveryMs ?? 500;
  const plan = await readPlan(db);
  const budget = await getMeta(db, 'mediaBudget');
  let stop: MediaStop = null;
  let lastWrite = now();
  await writeProgress(db, plan, null);
  for (const item of downloadQueue(plan.wanted, plan.held, plan.unavailable)) {
    if (options.signal?.aborted) break;
    if (!fitsBudget(plan.heldBytes, item.size, budget)) {
      // A smaller file further on may still fit: go on, and say the budget stopped the others.
      stop = 'budget';
      continue;
    }
    try {
      await ensureRoomFor(item.size ?? 0, options.estimate);
      // Another tab, or the sheet shown meanwhile, may have fetched it already.
      const existing = await db.mediaBlobs.get(item.sha256);
      let size = existing?.size ?? 0;
      if (!existing) {
        // A document's size is known once it is here: it may pass the budget by itself, once (fitsBudget).
        const blob = await fetchMedia(item.sha256);
        size = blob.size;
        await quotaSafe(() =>
          db.mediaBlobs.put({ sha256: item.sha256, blob, mime: blob.type || 'application/octet-stream', size, state: 'uploaded', createdAt: new Date(now()).toISOString() }),
        );
      }
      plan.held.add(item.sha256);
      plan.heldBytes += size;
    } catch (error) {
      if (error instanceof StorageFullError) {
        stop = 'stockage';
        break;
      }
      if (isUnavailable(error)) {
        plan.unavailable.add(item.sha256);
        await setMeta(db, 'mediaUnavailable', [...plan.unavailable]);
        continue;
      }
      // No network, an expired session, a server in trouble, a fault: the next sync cycle starts again from here.
      stop = 'réseau';
      break;
    }
    if (now() - lastWrite >= every) {
      lastWrite = now();
      await writeProgress(db, plan, null);
    }
  }
  await writeProgress(db, plan, stop);
  return stop;
}
