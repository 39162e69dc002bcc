import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMedia } from '../../src/replica/media';
import { Device } from './device';
import { injectFetch } from './injectFetch';
import { seedEmplacement, serverRows } from './seed';
import { clerk, openServer, type ServerWorld } from './world';

let world: ServerWorld;
beforeAll(async () => {
  world = await openServer();
});
afterAll(async () => {
  await world.close();
});

/** The smallest valid PNG (1×1): the server checks types by magic bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function tablet(): Promise<{ d: Device; requests: string[] }> {
  const user = await clerk(world);
  const requests: string[] = [];
  const inner = injectFetch(() => world.app);
  const d = new Device(world.espace.id, { userId: user.id, roles: user.roles }, user.token, async (url, init) => {
    requests.push(`${init.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
    return inner(url, init);
  });
  await d.sync();
  return { d, requests };
}

describe('photos through the real server', () => {
  it('uploads the blob before the mutation that links it', async () => {
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'M1');
    const { d, requests } = await tablet();
    const media = await storeMedia(d.db, new Blob([PNG], { type: 'image/png' }));
    const photoId = randomUUID();
    await d.enqueue({ name: 'emplacement.addPhoto', args: { id: photoId, emplacementId, sha256: media.sha256, nom: 'tombe.png', mime: 'image/png', size: media.size } });
    requests.length = 0;
    expect((await d.sync()).outcome).toBe('ok');
    const put = requests.indexOf(`PUT /api/media/${media.sha256}`);
    const push = requests.indexOf('POST /api/sync/push');
    expect(put).toBeGreaterThanOrEqual(0);
    expect(push).toBeGreaterThan(put);
    expect((await d.db.mediaBlobs.get(media.sha256))?.state).toBe('uploaded');
    expect((await serverRows(world.database.db, 'media', world.espace.id)).filter((r) => r.id === photoId)).toHaveLength(1);
    expect(await d.db.media.get(photoId)).toMatchObject({ sha256: media.sha256, kind: 'photo' });
  });

  it('moves the link of a file the server refuses for good to conflicts, and goes on with the rest', async () => {
    const emplacementId = await seedEmplacement(world.database.db, world.espace.id, 'M2');
    const { d } = await tablet();
    // Not an image, whatever its declared type: the server answers 415.
    const fake = await storeMedia(d.db, new Blob(['pas une image'], { type: 'image/png' }));
    const photoId = randomUUID();
    await d.enqueue({ name: 'emplacement.addPhoto', args: { id: photoId, emplacementId, sha256: fake.sha256, nom: 'faux.png', mime: 'image/png', size: fake.size } });
    const noteId = randomUUID();
    await d.enqueue({ name: 'note.create', args: { id: noteId, titre: 'Après la photo' } });
    expect((await d.sync()).outcome).toBe('ok');
    expect((await d.db.mediaBlobs.get(fake.sha256))?.state).toBe('refused');
    const [conflict] = await d.db.conflicts.toArray();
    expect(conflict).toMatchObject({ status: 'rejected', name: 'emplacement.addPhoto' });
    expect(conflict?.message).toContain('Type de fichier non pris en charge');
    expect(await d.db.outbox.count()).toBe(0);
    expect((await serverRows(world.database.db, 'notes', world.espace.id)).map((r) => r.id)).toContain(noteId);
    // The optimistic photo row is gone once the refusal is settled.
    expect(await d.db.media.get(photoId)).toBeUndefined();
  });
});
