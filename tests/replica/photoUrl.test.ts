import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../src/platform/errors';
import { fetchPhotoBlob } from '../../src/replica/queries/photoUrl';
import { storeMedia } from '../../src/replica/media';
import { ESPACE, freshDb } from './fixtures';

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('../../src/platform/http', () => ({ apiFetch }));

const SHA = 'c'.repeat(64);
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });

beforeEach(() => apiFetch.mockReset());

describe('photos taken by another device', () => {
  it('are downloaded once and kept as uploaded, so the sheet shows them offline afterwards', async () => {
    const db = freshDb();
    apiFetch.mockResolvedValue(new Response(png()));
    await Promise.all([fetchPhotoBlob(db, ESPACE, SHA), fetchPhotoBlob(db, ESPACE, SHA)]);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith(`/api/media/${SHA}`, { waitForNetwork: false });
    const stored = await db.mediaBlobs.get(SHA);
    expect(stored).toMatchObject({ state: 'uploaded', mime: 'image/png', size: 7 });
    await fetchPhotoBlob(db, ESPACE, SHA);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('never fetch a photo the device already holds, even one still waiting to be uploaded', async () => {
    const db = freshDb();
    const mine = await storeMedia(db, png());
    await fetchPhotoBlob(db, ESPACE, mine.sha256);
    expect(apiFetch).not.toHaveBeenCalled();
    expect((await db.mediaBlobs.get(mine.sha256))?.state).toBe('pending');
  });

  it('offline, store nothing and can be tried again later', async () => {
    const db = freshDb();
    apiFetch.mockRejectedValueOnce(new NetworkError());
    await expect(fetchPhotoBlob(db, ESPACE, SHA)).rejects.toBeInstanceOf(NetworkError);
    expect(await db.mediaBlobs.count()).toBe(0);
    apiFetch.mockResolvedValue(new Response(png()));
    await fetchPhotoBlob(db, ESPACE, SHA);
    expect(await db.mediaBlobs.count()).toBe(1);
  });

  it('seen on a sheet offline, wait for the network (the gate holds them) and then go, instead of failing', async () => {
    const db = freshDb();
    apiFetch.mockRejectedValueOnce(new NetworkError()).mockResolvedValue(new Response(png()));
    await fetchPhotoBlob(db, ESPACE, SHA, true);
    expect(apiFetch).toHaveBeenCalledWith(`/api/media/${SHA}`, { waitForNetwork: true });
    expect(apiFetch).toHaveBeenCalledTimes(2);
    expect((await db.mediaBlobs.get(SHA))?.state).toBe('uploaded');
  });
});
