import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueue } from '../../src/replica/enqueue';
import { storeMedia } from '../../src/replica/media';
import { QUOTA_MESSAGE, RECORDS_HEADROOM_BYTES, ensureRoomFor } from '../../src/replica/quota';
import { EDITOR, LOCATION_ID, freshDb, locationRow } from './fixtures';

const MB = 1024 * 1024;
const estimateOf = (usage: number, quota: number) => () => Promise.resolve({ usage, quota });

describe('room kept for the records when a photo is stored (issue 3, storage quota)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { left: 100 * MB, size: 2 * MB, refused: false },
    { left: RECORDS_HEADROOM_BYTES + 2 * MB, size: 2 * MB, refused: false },
    { left: RECORDS_HEADROOM_BYTES + 2 * MB - 1, size: 2 * MB, refused: true },
    { left: 3 * MB, size: 400 * 1024, refused: true },
  ])('$left bytes left, a blob of $size: refused $refused', async ({ left, size, refused }) => {
    const check = ensureRoomFor(size, estimateOf(10 * MB, 10 * MB + left));
    if (refused) await expect(check).rejects.toThrow(QUOTA_MESSAGE);
    else await expect(check).resolves.toBeUndefined();
  });

  it('does not refuse when the browser gives no estimate', async () => {
    await expect(ensureRoomFor(50 * MB, null)).resolves.toBeUndefined();
    await expect(ensureRoomFor(50 * MB, () => Promise.reject(new Error('indisponible')))).resolves.toBeUndefined();
  });

  it('a photo that would eat the headroom is refused and leaves nothing; a change made next is saved', async () => {
    vi.stubGlobal('navigator', { storage: { estimate: estimateOf(50 * MB, 52 * MB) } });
    const db = freshDb(new IDBFactory());
    await db.locations.put(locationRow());
    const photo = new Blob([new Uint8Array(300 * 1024).fill(7)], { type: 'image/jpeg' });
    await expect(storeMedia(db, photo)).rejects.toThrow(QUOTA_MESSAGE);
    expect(await db.mediaBlobs.count()).toBe(0);

    await enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 5 } }, { actor: EDITOR });
    expect((await db.locations.get(LOCATION_ID))?.etatAbandon).toBe(5);
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });
});
