import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../src/replica/enqueue';
import { storeMedia } from '../../src/replica/media';
import { SCHEMA_VERSIONS, type SchemaVersion } from '../../src/replica/schema';
import { EDITOR, LOCATION_ID, freshDb, locationRow } from './fixtures';

describe('schema upgrade', () => {
  it('keeps the outbox, the conflicts and the unsent media when a later version changes the schema', async () => {
    const factory = new IDBFactory();
    const v1 = freshDb(factory);
    await v1.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(v1, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 4 } }, { actor: EDITOR });
    await storeMedia(v1, new Blob(['photo'], { type: 'image/jpeg' }));
    expect(v1.verno).toBe(1);
    v1.close();

    // A hypothetical v2: a new index on locations, a new device table, and the outbox re-declared with an extra index.
    const v2: SchemaVersion = {
      version: 2,
      stores: { locations: 'id, seq, emplacementId, numero, dateFin, famille, etatAbandon', drafts: 'id', outbox: '++localId, &id, seq, name' },
    };
    const upgraded = freshDb(factory, [...SCHEMA_VERSIONS, v2]);
    await upgraded.open();
    expect(upgraded.verno).toBe(2);
    const outbox = await upgraded.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ seq: 1, name: 'location.setEtatAbandon', base: { etatAbandon: 2 } });
    expect(await upgraded.outbox.where('name').equals('location.setEtatAbandon').count()).toBe(1);
    expect(await upgraded.mediaBlobs.count()).toBe(1);
    expect((await upgraded.locations.where('etatAbandon').equals(4).first())?.id).toBe(LOCATION_ID);
    upgraded.close();
  });
});
