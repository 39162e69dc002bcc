import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../src/replica/enqueue';
import { exportPending, pendingWork, wipeDevice } from '../../src/replica/logoutGuard';
import { storeMedia } from '../../src/replica/media';
import { EDITOR, ESPACE, LOCATION_ID, freshDb, locationRow } from './fixtures';

describe('logout guard', () => {
  it('lists pending mutations and unsent photos, exports them, and wipes the replicas', async () => {
    const factory = new IDBFactory();
    const deps = { indexedDB: factory, IDBKeyRange };
    const db = freshDb(factory);
    await db.locations.put(locationRow());
    await enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 3 } }, { actor: EDITOR });
    const media = await storeMedia(db, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' }));
    db.close();

    const work = await pendingWork([ESPACE, '01900000-0000-7000-8000-00000000dead'], EDITOR.userId, deps);
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({ espaceId: ESPACE, conflicts: 0, media: [{ sha256: media.sha256, size: 6 }] });
    expect(work[0]?.mutations.map((m) => m.name)).toEqual(['location.setEtatAbandon']);

    const file = await exportPending([ESPACE], EDITOR.userId, deps, new Date('2026-03-01T10:00:00Z'));
    expect(file.filename).toBe('modifications-en-attente-2026-03-01-10-00.json');
    const json = JSON.parse(await file.blob.text());
    expect(json.espaces[0].mutations[0]).toMatchObject({ seq: 1, name: 'location.setEtatAbandon', base: { etatAbandon: 2 } });
    expect(Buffer.from(json.espaces[0].media[0].base64, 'base64')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));

    await wipeDevice(EDITOR.userId, [], deps);
    expect(await pendingWork([ESPACE], EDITOR.userId, deps)).toEqual([]);
    expect((await factory.databases()).map((d) => d.name)).toEqual([]);
  });
});
