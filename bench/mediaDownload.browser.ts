import { createReplicaDb, type ReplicaDb } from '../src/replica/db';
import { getMediaBlob } from '../src/replica/media';
import { downloadMissingMedia, MEDIA_DOWNLOAD_CONCURRENCY } from '../src/replica/mediaDownload';
import { getMeta, setMeta } from '../src/replica/meta';
import { readFiche } from '../src/replica/queries/fiche';

/**
 * The page side of bench/mediaDownload.bench.ts (issue 29): a replica of `plots` plots, `photos` of them with
 * one photo row each, then the real background download (src/replica/mediaDownload.ts) against the bench's
 * server, and the plot sheet's read (readFiche and its photos' blobs) timed alone and while the download runs.
 */

const ESPACE = '01900000-0000-7000-8000-00000000be01';
let db: ReplicaDb;

const sha = (i: number) => i.toString(16).padStart(64, '0');
const id = (i: number) => `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`;
const base = (i: number) => ({ id: id(i), espaceId: ESPACE, version: 1, seq: i, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null });

async function sheets(n: number, plots: number): Promise<number[]> {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const plot = 1 + ((k * 7919) % plots);
    const start = performance.now();
    const fiche = await readFiche(db, id(plot));
    for (const p of fiche?.photos ?? []) await getMediaBlob(db, p.sha256);
    out.push(performance.now() - start);
  }
  return out.sort((a, b) => a - b);
}

const median = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? 0;

const api = {
  async seed(plots: number, photos: number, budget: number | null): Promise<void> {
    db = createReplicaDb(ESPACE, { durability: 'relaxed' });
    await db.delete();
    await db.open();
    const emplacements = [];
    for (let i = 1; i <= plots; i++) emplacements.push({ ...base(i), carre: 'A', allee: String(1 + Math.floor(i / 100)), numero: String(i % 100), typeOccupation: 'concession' });
    await db.emplacements.bulkPut(emplacements);
    const media = [];
    // One photo on every fourth plot, spread over the cemetery as a survey leaves them.
    for (let i = 1; i <= photos; i++) media.push({ ...base(100_000 + i), sha256: sha(i), nom: `photo-${i}.jpg`, mime: 'image/jpeg', size: 0, kind: 'photo', emplacementId: id(1 + ((i - 1) * 4) % plots), locationId: null, archive: false });
    await db.media.bulkPut(media);
    await setMeta(db, 'mediaBudget', budget);
  },

  /** Sets each photo row's size to what the server serves (the rows say it; the budget reads it). */
  async sizes(bytes: number): Promise<void> {
    await db.media.toCollection().modify({ size: bytes });
  },

  async run(plots: number, samples: number) {
    const alone = await sheets(samples, plots);
    let requests = 0;
    const start = performance.now();
    const download = downloadMissingMedia(db, async (s) => {
      requests++;
      const res = await fetch(`/api/media/${s}`);
      if (!res.ok) throw new Error(String(res.status));
      return res.blob();
    });
    // Sheets opened while the download runs, spread over it: one batch, then wait a little, until it ends.
    const during: number[] = [];
    let done = false;
    void download.finally(() => {
      done = true;
    });
    while (!done) {
      during.push(...(await sheets(5, plots)));
      await new Promise((r) => setTimeout(r, 200));
    }
    const stop = await download;
    const ms = performance.now() - start;
    during.sort((a, b) => a - b);
    const progress = await getMeta(db, 'mediaProgress');
    // A second run after the end: nothing fetched twice.
    const before = requests;
    await downloadMissingMedia(db, async (s) => {
      requests++;
      return (await fetch(`/api/media/${s}`)).blob();
    });
    return { ms, stop, requests: before, again: requests - before, progress, aloneMedian: median(alone), duringMedian: median(during), duringSamples: during.length, duringP95: during[Math.floor(during.length * 0.95)] ?? 0 };
  },

  /**
   * The same `count` photos downloaded afresh, on a network where each file waits `delayMs` at the server (a
   * tablet's round trip), by the app's downloader as it is and with its requests held to one at a time by this
   * page's fetch (as the downloader fetched them before issue 27's stop 36), alternately `rounds` times each.
   * The budget is set to exactly `count` photos, so each run fetches those and stops.
   */
  async compare(count: number, bytes: number, delayMs: number, rounds: number) {
    await setMeta(db, 'mediaBudget', count * bytes);
    const oneAtATime = (() => {
      let chain: Promise<unknown> = Promise.resolve();
      return (url: string) => {
        const next = chain.then(() => fetch(url));
        chain = next.catch(() => undefined);
        return next;
      };
    })();
    const timedRun = async (get: (url: string) => Promise<Response>) => {
      await db.mediaBlobs.clear();
      await setMeta(db, 'mediaProgress', null as never);
      const start = performance.now();
      const stop = await downloadMissingMedia(db, async (s) => (await get(`/api/media/${s}?delay=${delayMs}`)).blob());
      const held = await db.mediaBlobs.count();
      if (held !== count) throw new Error(`${held} photos au lieu de ${count} (arrêt : ${stop})`);
      return performance.now() - start;
    };
    const sequential: number[] = [];
    const concurrent: number[] = [];
    for (let i = 0; i < rounds; i++) {
      sequential.push(await timedRun(oneAtATime));
      concurrent.push(await timedRun((u) => fetch(u)));
    }
    return { sequential, concurrent, sequentialMedian: median(sequential), concurrentMedian: median(concurrent), concurrency: MEDIA_DOWNLOAD_CONCURRENCY };
  },
};

(globalThis as unknown as { bench: typeof api }).bench = api;
