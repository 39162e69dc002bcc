import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../src/platform/errors';
import { downloadMissingMedia, MEDIA_DOWNLOAD_CONCURRENCY, refreshMediaProgress } from '../../src/replica/mediaDownload';
import { storeMedia } from '../../src/replica/media';
import { getMeta, setMeta } from '../../src/replica/meta';
import { deriveStatus, readStatusFacts } from '../../src/replica/status';
import type { ReplicaDb } from '../../src/replica/db';
import { ESPACE, freshDb } from './fixtures';

/**
 * Issue 29: the background download of a cemetery's photos and documents. It fetches each missing file once,
 * keeps what it got when the network goes, starts again from there, stays within the budget and the room
 * kept for records, and the status says 'synchronisé' only once every file is there.
 */

const sha = (i: number) => i.toString(16).padStart(64, '0');
const bytes = (i: number, size: number) => new Blob([new Uint8Array(size).fill(i % 256)], { type: 'image/png' });
const row = (id: number, extra: Record<string, unknown>) => ({
  id: `01900000-0000-7000-8000-${id.toString(16).padStart(12, '0')}`,
  espaceId: ESPACE,
  version: 1,
  seq: id,
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  ...extra,
});

/** A cemetery whose rows link `photos` photos of 100 bytes and `documents` documents of 300 bytes. */
async function cemetery(db: ReplicaDb, photos: number, documents = 0): Promise<Map<string, Blob>> {
  const server = new Map<string, Blob>();
  for (let i = 1; i <= photos; i++) {
    server.set(sha(i), bytes(i, 100));
    await db.media.put(row(i, { sha256: sha(i), kind: 'photo', size: 100, archive: false, emplacementId: 'e' }));
  }
  for (let i = 1; i <= documents; i++) {
    server.set(sha(1000 + i), bytes(i, 300));
    await db.documents.put(row(1000 + i, { mediaSha256: sha(1000 + i), locationId: 'l', nom: `doc ${i}` }));
  }
  return server;
}

/** The server's GET /api/media: counts requests; `fail(n)` makes the n-th and later fail as `error`. */
function server(files: Map<string, Blob>) {
  const asked: string[] = [];
  let failFrom = Infinity;
  let failure: unknown = new NetworkError();
  return {
    asked,
    failFrom(n: number, error: unknown = new NetworkError()) {
      failFrom = n;
      failure = error;
    },
    heal() {
      failFrom = Infinity;
    },
    async get(sha256: string): Promise<Blob> {
      asked.push(sha256);
      if (asked.length >= failFrom) throw failure;
      const blob = files.get(sha256);
      if (!blob) throw new ApiError(404, 'Ressource introuvable.');
      return blob;
    },
  };
}

const roomy = async () => ({ usage: 0, quota: 10 ** 12 });

async function status(db: ReplicaDb) {
  await setMeta(db, 'lastSyncAt', '2026-01-01T00:00:00.000Z');
  return deriveStatus({ ...(await readStatusFacts(db, null)), online: true });
}

describe('the background download of a cemetery\'s files', () => {
  it('brings the plan first, then the rules of Infos cimetière and an exhumation\'s files, which no sheet opened', async () => {
    const db = freshDb();
    const files = await cemetery(db, 1);
    for (const i of [500, 501, 502]) files.set(sha(i), bytes(i, 70));
    await db.espaces.put(row(900, { id: ESPACE, nom: 'Bourg', mapSha256: sha(500), reglementSha256: sha(501), autresDocuments: [] }));
    await db.exhumations.put(row(901, { occupantId: 'o', emplacementId: 'e', autorisation: sha(502), autreCimetiere: null }));
    const api = server(files);
    expect(await downloadMissingMedia(db, api.get, { estimate: roomy })).toBeNull();
    expect(api.asked).toEqual([sha(500), sha(1), sha(501), sha(502)]);
    expect((await getMeta(db, 'mediaProgress'))?.documents).toEqual({ held: 3, total: 3 });
    expect(await db.mediaBlobs.get(sha(500))).toBeDefined();
  });

  it('downloads every missing photo and document once, photos first, and counts them', async () => {
    const db = freshDb();
    const files = await cemetery(db, 3, 2);
    const mine = await storeMedia(db, bytes(99, 50));
    await db.media.put(row(99, { sha256: mine.sha256, kind: 'photo', size: 50, emplacementId: 'e' }));
    const api = server(files);
    expect(await downloadMissingMedia(db, api.get, { estimate: roomy })).toBeNull();
    expect(api.asked).toEqual([sha(1), sha(2), sha(3), sha(1001), sha(1002)]);
    expect(await db.mediaBlobs.get(sha(2))).toMatchObject({ state: 'uploaded', size: 100, mime: 'image/png' });
    // The user's own photo, not yet uploaded, stays as it was.
    expect((await db.mediaBlobs.get(mine.sha256))?.state).toBe('pending');
    expect(await getMeta(db, 'mediaProgress')).toEqual({ photos: { held: 4, total: 4 }, documents: { held: 2, total: 2 }, unavailable: 0, heldBytes: 950, stop: null });
    expect(await downloadMissingMedia(db, api.get, { estimate: roomy })).toBeNull();
    expect(api.asked).toHaveLength(5);
  });

  it('a lost network stops it; the next run takes up where it stopped and fetches nothing twice', async () => {
    const db = freshDb();
    const api = server(await cemetery(db, 6));
    api.failFrom(3);
    expect(await downloadMissingMedia(db, api.get, { estimate: roomy })).toBe('réseau');
    // The first two landed; the third and fourth were on their way when the network went; no other started.
    expect(api.asked).toEqual([sha(1), sha(2), sha(3), sha(4)]);
    expect(await db.mediaBlobs.count()).toBe(2);
    const stopped = await status(db);
    expect(stopped.state).toBe('à terminer');
    expect(stopped.reason).toBe('Il manque encore sur cet appareil 4 photos : le téléchargement reprendra au retour du réseau.');
    api.heal();
    expect(await downloadMissingMedia(db, api.get, { estimate: roomy })).toBeNull();
    // The second run asks exactly what the device lacks: the two held, never again.
    expect(api.asked.slice(4)).toEqual([sha(3), sha(4), sha(5), sha(6)]);
    expect((await status(db)).state).toBe('synchronisé');
  });

  it('fetches a few files at once, never more, and a document of unknown size alone', async () => {
    const db = freshDb();
    const api = server(await cemetery(db, 10, 2));
    let inFlight = 0;
    let most = 0;
    const beside: number[] = [];
    const get = async (s: string) => {
      inFlight++;
      most = Math.max(most, inFlight);
      // What else is on its way while a document is asked.
      if (s === sha(1001) || s === sha(1002)) beside.push(inFlight - 1);
      await new Promise((r) => setTimeout(r, 5));
      try {
        return await api.get(s);
      } finally {
        inFlight--;
      }
    };
    const documentsLanded: number[] = [];
    const watched = async (s: string) => {
      const blob = await get(s);
      if (s === sha(1001) || s === sha(1002)) documentsLanded.push(api.asked.length);
      return blob;
    };
    expect(await downloadMissingMedia(db, watched, { estimate: roomy })).toBeNull();
    expect(most).toBe(MEDIA_DOWNLOAD_CONCURRENCY);
    expect(beside).toEqual([0, 0]);
    // Nothing else was asked while a document was on its way: it is the last asked when it lands.
    expect(documentsLanded).toEqual([11, 12]);
    expect(await getMeta(db, 'mediaProgress')).toMatchObject({ photos: { held: 10, total: 10 }, documents: { held: 2, total: 2 }, heldBytes: 1600 });
  });

  it('stays within the budget, says so, and goes on when the user raises it', async () => {
    const db = freshDb();
    const api = server(await cemetery(db, 5));
    await setMeta(db, 'mediaBudget', 250);
    expect(await downloadMissingMedia(db, api.get, { estimate: roomy })).toBe('budget');
    expect(await db.mediaBlobs.count()).toBe(2);
    const s = await status(db);
    expect(s.state).toBe('à terminer');
    expect(s.reason).toContain('3 photos : le budget de stockage choisi est atteint');
    await setMeta(db, 'mediaBudget', null);
    expect(await downloadMissingMedia(db, api.get, { estimate: roomy })).toBeNull();
    expect(api.asked).toHaveLength(5);
  });

  it('keeps the room for records: a device nearly full gets no file, and is told why', async () => {
    const db = freshDb();
    const api = server(await cemetery(db, 2));
    expect(await downloadMissingMedia(db, api.get, { estimate: async () => ({ usage: 0, quota: 1024 * 1024 }) })).toBe('stockage');
    expect(api.asked).toEqual([]);
    expect((await status(db)).reason).toBe("Il manque encore sur cet appareil 2 photos : l'appareil n'a plus assez de place.");
  });

  it('a file the server does not have is not asked again, and does not hold back \'synchronisé\'', async () => {
    const db = freshDb();
    const files = await cemetery(db, 3);
    files.delete(sha(2));
    const api = server(files);
    expect(await downloadMissingMedia(db, api.get, { estimate: roomy })).toBeNull();
    await downloadMissingMedia(db, api.get, { estimate: roomy });
    expect(api.asked).toEqual([sha(1), sha(2), sha(3)]);
    const s = await status(db);
    expect(s.state).toBe('synchronisé');
    expect(s.reason).toContain('Il manque encore sur cet appareil 1 photo dont 1 fichier introuvable sur le serveur.');
  });

  it('rows pulled later are counted before the cycle says \'synchronisé\', keeping why the last run stopped', async () => {
    const db = freshDb();
    const api = server(await cemetery(db, 1));
    await setMeta(db, 'mediaBudget', 100);
    await downloadMissingMedia(db, api.get, { estimate: roomy });
    expect((await status(db)).state).toBe('synchronisé');
    await db.media.put(row(2, { sha256: sha(2), kind: 'photo', size: 100, emplacementId: 'e' }));
    await refreshMediaProgress(db);
    expect(await getMeta(db, 'mediaProgress')).toMatchObject({ photos: { held: 1, total: 2 }, stop: null });
    expect((await status(db)).state).toBe('à terminer');
    await downloadMissingMedia(db, api.get, { estimate: roomy });
    await refreshMediaProgress(db);
    expect(await getMeta(db, 'mediaProgress')).toMatchObject({ photos: { held: 1, total: 2 }, stop: 'budget' });
  });

  it('starts no file once asked to stop; those on their way land and are counted', async () => {
    const db = freshDb();
    const files = await cemetery(db, 10);
    const controller = new AbortController();
    const api = server(files);
    const get = async (s: string) => {
      const blob = await api.get(s);
      if (api.asked.length === 2) controller.abort();
      return blob;
    };
    expect(await downloadMissingMedia(db, get, { estimate: roomy, signal: controller.signal })).toBeNull();
    expect(api.asked).toHaveLength(MEDIA_DOWNLOAD_CONCURRENCY);
    expect(await db.mediaBlobs.count()).toBe(MEDIA_DOWNLOAD_CONCURRENCY);
    expect((await getMeta(db, 'mediaProgress'))?.photos).toEqual({ held: MEDIA_DOWNLOAD_CONCURRENCY, total: 10 });
  });
});
