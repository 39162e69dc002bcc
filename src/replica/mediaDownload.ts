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
 * Files fetched at once: over a tablet's network each file costs a round trip more than its bytes, so a few in
 * flight fill the link (the browser allows six requests per server; the rest are left to the pull and the screens).
 */
export const MEDIA_DOWNLOAD_CONCURRENCY = 4;

/**
 * Downloads every photo and document the cemetery's rows link that the device does not hold (issue 29), a few at
 * a time in the order of `downloadQueue`, each stored as it arrives: a reload or a lost network stops it between
 * files, and the next run starts from what is held, so nothing held is fetched again. Within the user's budget
 * (`fitsBudget`, counting the files on their way) and the room kept for records (`ensureRoomFor`). A file of
 * unknown size (a document) is fetched alone, once the others have landed, so that its real weight counts for
 * the next. Returns why it stopped before the end (null: every file it could get is held), which the progress
 * stored in meta says too.
 */
export async function downloadMissingMedia(db: ReplicaDb, fetchMedia: (sha256: string) => Promise<Blob>, options: DownloadOptions = {}): Promise<MediaStop> {
  const now = options.now ?? (() => Date.now());
  const every = options.progressEveryMs ?? 500;
  const plan = await readPlan(db);
  const budget = await getMeta(db, 'mediaBudget');
  let stop: MediaStop = null;
  // Set by the first file that stops the whole run (no room, no network): no other file is started after it.
  let halted = false;
  let onTheirWay = 0;
  let lastWrite = now();
  await writeProgress(db, plan, null);

  const fetchOne = async (item: WantedMedia): Promise<void> => {
    try {
      await ensureRoomFor(item.size ?? 0, options.estimate);
      // Another tab, or the sheet shown meanwhile, may have fetched it already.
      const existing = await db.mediaBlobs.get(item.sha256);
      let size = existing?.size ?? 0;
      if (!existing) {
        const blob = await fetchMedia(item.sha256);
        size = blob.size;
        await quotaSafe(() =>
          db.mediaBlobs.put({ sha256: item.sha256, blob, mime: blob.type || 'application/octet-stream', size, state: 'uploaded', createdAt: new Date(now()).toISOString() }),
        );
      }
      plan.held.add(item.sha256);
      plan.heldBytes += size;
    } catch (error) {
      if (isUnavailable(error)) {
        plan.unavailable.add(item.sha256);
        await setMeta(db, 'mediaUnavailable', [...plan.unavailable]);
        return;
      }
      // No room; or no network, an expired session, a server in trouble, a fault: the next cycle starts again from here.
      if (!halted) stop = error instanceof StorageFullError ? 'stockage' : 'réseau';
      halted = true;
      return;
    }
    if (now() - lastWrite >= every) {
      lastWrite = now();
      await writeProgress(db, plan, null);
    }
  };

  const inFlight = new Set<Promise<void>>();
  for (const item of downloadQueue(plan.wanted, plan.held, plan.unavailable)) {
    if (item.size === null) await Promise.all(inFlight);
    while (inFlight.size >= MEDIA_DOWNLOAD_CONCURRENCY) await Promise.race(inFlight);
    if (halted || options.signal?.aborted) break;
    if (!fitsBudget(plan.heldBytes + onTheirWay, item.size, budget)) {
      // A smaller file further on may still fit: go on, and say the budget stopped the others.
      stop = 'budget';
      continue;
    }
    const reserved = item.size ?? 0;
    onTheirWay += reserved;
    const running: Promise<void> = fetchOne(item).finally(() => {
      onTheirWay -= reserved;
      inFlight.delete(running);
    });
    inFlight.add(running);
    if (item.size === null) await running;
  }
  await Promise.all(inFlight);
  await writeProgress(db, plan, stop);
  return stop;
}
