import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../src/replica/enqueue';
import { storeMedia } from '../../src/replica/media';
import { getMeta } from '../../src/replica/meta';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSIONS, type SchemaVersion } from '../../src/replica/schema';
import { EDITOR, LOCATION_ID, freshDb, locationRow } from './fixtures';

describe('schema upgrade', () => {
  it('keeps the outbox, the conflicts and the unsent media when a later version changes the schema', async () => {
    const factory = new IDBFactory();
    const v1 = freshDb(factory);
    await v1.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(v1, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 4 } }, { actor: EDITOR });
    await storeMedia(v1, new Blob(['photo'], { type: 'image/jpeg' }));
    expect(v1.verno).toBe(CURRENT_SCHEMA_VERSION);
    v1.close();

    // A hypothetical next version: a new index on locations, a new device table, and the outbox re-declared with an extra index.
    const next: SchemaVersion = {
      version: CURRENT_SCHEMA_VERSION + 1,
      stores: { locations: 'id, seq, emplacementId, numero, dateFin, famille, etatAbandon', drafts: 'id', outbox: '++localId, &id, seq, [author.userId+seq], name' },
    };
    const upgraded = freshDb(factory, [...SCHEMA_VERSIONS, next]);
    await upgraded.open();
    expect(upgraded.verno).toBe(CURRENT_SCHEMA_VERSION + 1);
    const outbox = await upgraded.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ seq: 1, name: 'location.setEtatAbandon', base: { etatAbandon: 2 } });
    expect(await upgraded.outbox.where('name').equals('location.setEtatAbandon').count()).toBe(1);
    expect(await upgraded.mediaBlobs.count()).toBe(1);
    expect((await upgraded.locations.where('etatAbandon').equals(4).first())?.id).toBe(LOCATION_ID);
    upgraded.close();
  });

  it('gives version 1 outbox entries and conflicts their author, and one seq chain per author', async () => {
    const factory = new IDBFactory();
    const v1 = freshDb(factory, SCHEMA_VERSIONS.slice(0, 1));
    const agent = '01900000-0000-7000-8000-0000000000b1';
    const clerk = '01900000-0000-7000-8000-0000000000b2';
    const entry = (id: string, seq: number, userId: string) => ({
      id, seq, name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: seq }, base: {}, createdAt: '2026-03-01T10:00:00.000Z',
      rows: [], media: [], actor: { userId, roles: ['ROLE_SOUS_ADMIN'] }, status: 'pending', attempts: 0, lastError: null,
    });
    // One device chain as version 1 kept it: the agent's 5 and 7 around the clerk's 6, the device's clientId, next seq 8.
    await v1.table('outbox').bulkAdd([entry('01900000-0000-7000-8000-000000000e05', 5, agent), entry('01900000-0000-7000-8000-000000000e06', 6, clerk), entry('01900000-0000-7000-8000-000000000e07', 7, agent)]);
    await v1.table('conflicts').add({ id: '01900000-0000-7000-8000-000000000e01', receivedAt: '2026-03-01T09:00:00.000Z', actor: { userId: clerk, roles: [] } });
    await v1.table('meta').bulkPut([{ key: 'clientId', value: '01900000-0000-4000-8000-00000000c11e' }, { key: 'nextSeq', value: 8 }]);
    v1.close();

    const v2 = freshDb(factory);
    const outbox = await v2.outbox.toArray();
    expect(outbox.map((m) => [m.author, m.seq, m.takeOver])).toEqual([
      [{ userId: agent, name: '' }, 5, null],
      [{ userId: clerk, name: '' }, 1, null],
      [{ userId: agent, name: '' }, 6, null],
    ]);
    const chains = await getMeta(v2, 'chains');
    // The author of the oldest change keeps the device's chain, without the gap the clerk's change left in it.
    expect(chains[agent]).toEqual({ clientId: '01900000-0000-4000-8000-00000000c11e', nextSeq: 7 });
    expect(chains[clerk]?.nextSeq).toBe(2);
    expect(chains[clerk]?.clientId).not.toBe(chains[agent]?.clientId);
    expect(await v2.meta.get('nextSeq' as never)).toBeUndefined();
    expect((await v2.conflicts.toArray()).map((c) => c.author)).toEqual([{ userId: clerk, name: '' }]);
    // The new index reads an author's chain in order.
    expect((await v2.outbox.where('[author.userId+seq]').between([agent, 0], [agent, Infinity]).toArray()).map((m) => m.seq)).toEqual([5, 6]);
    v2.close();
  });
});
