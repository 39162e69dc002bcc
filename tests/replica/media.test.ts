import { describe, expect, it } from 'vitest';
import type { PushRequest } from '../../src/domain/mutations';
import { enqueue } from '../../src/replica/enqueue';
import { discardUnlinkedMedia, mediaRefs, sha256Hex, storeMedia } from '../../src/replica/media';
import { runCycle } from '../../src/replica/sync/engine';
import type { SyncTransport } from '../../src/replica/sync/transport';
import { ApiError } from '../../src/platform/errors';
import { EDITOR, ESPACE, freshDb } from './fixtures';

const EMPLACEMENT = '01900000-0000-7000-8000-0000000000e1';
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], { type: 'image/jpeg' });

async function withPhoto() {
  const db = freshDb();
  await db.emplacements.put({ id: EMPLACEMENT, espaceId: ESPACE, version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null, carre: 'A', allee: '1', numero: '1' });
  const media = await storeMedia(db, jpeg());
  const photoId = '01900000-0000-7000-8000-0000000000b1';
  await enqueue(db, { name: 'emplacement.addPhoto', args: { id: photoId, emplacementId: EMPLACEMENT, sha256: media.sha256, nom: 'tombe.jpg', mime: 'image/jpeg', size: media.size } }, { actor: EDITOR });
  return { db, media };
}

describe('media pipeline', () => {
  it('forgets a stored photo whose link was refused, never one that a row links', async () => {
    const lonely = freshDb();
    const stored = await storeMedia(lonely, jpeg());
    await discardUnlinkedMedia(lonely, stored.sha256);
    expect(await lonely.mediaBlobs.count()).toBe(0);
    const { db, media } = await withPhoto();
    await discardUnlinkedMedia(db, media.sha256);
    expect(await db.mediaBlobs.get(media.sha256)).toBeDefined();
  });

  it('finds every file reference in mutation args, whatever the field is called', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const args = { id: '01900000-0000-7000-8000-0000000000e1', autorisation: a, autreCimetiere: { acteConcession: b, autorisationEntree: a, commune: 'Vannes' }, photos: [{ sha256: b }] };
    expect(mediaRefs(args).sort()).toEqual([a, b]);
    expect(mediaRefs({ id: '01900000-0000-7000-8000-0000000000e1', nom: 'A'.repeat(64) })).toEqual([]);
  });

  it('hashes with SHA-256 and keeps one copy per content', async () => {
    const db = freshDb();
    const a = await storeMedia(db, jpeg());
    const b = await storeMedia(db, jpeg());
    expect(a.sha256).toBe(await sha256Hex(jpeg()));
    expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(b.sha256).toBe(a.sha256);
    expect(await db.mediaBlobs.count()).toBe(1);
    expect(a.state).toBe('pending');
  });

  it('uploads the blob before pushing the mutation that links it', async () => {
    const { db, media } = await withPhoto();
    const calls: string[] = [];
    const transport: SyncTransport = {
      async putMedia(sha) {
        calls.push(`put ${sha.slice(0, 8)}`);
      },
      async push(req: PushRequest) {
        calls.push(`push ${req.mutations.map((m) => m.name).join(',')}`);
        return { results: req.mutations.map((m) => ({ id: m.id, status: 'applied' as const })), cursor: 3 };
      },
      async pull(_e, cursor) {
        return { changes: {}, cursor, hasMore: false };
      },
    };
    await runCycle(db, transport, { user: EDITOR });
    expect(calls).toEqual([`put ${media.sha256.slice(0, 8)}`, 'push emplacement.addPhoto']);
    expect((await db.mediaBlobs.get(media.sha256))?.state).toBe('uploaded');
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds the mutation (and those after it) while its upload fails, and moves it to conflicts when refused for good', async () => {
    const { db, media } = await withPhoto();
    const pushes: PushRequest[] = [];
    const failing: SyncTransport = {
      putMedia: () => Promise.reject(new ApiError(503, 'Indisponible')),
      push: async (req) => {
        pushes.push(req);
        return { results: [], cursor: 0 };
      },
      pull: async (_e, cursor) => ({ changes: {}, cursor, hasMore: false }),
    };
    expect((await runCycle(db, failing, { user: EDITOR })).outcome).toBe('error');
    expect(pushes).toEqual([]);
    expect(await db.outbox.count()).toBe(1);

    const refusing: SyncTransport = { ...failing, putMedia: () => Promise.reject(new ApiError(415, 'Type de fichier non accepté.')) };
    await runCycle(db, refusing, { user: EDITOR });
    expect((await db.mediaBlobs.get(media.sha256))?.state).toBe('refused');
    expect(await db.outbox.count()).toBe(0);
    const [conflict] = await db.conflicts.toArray();
    expect(conflict?.status).toBe('rejected');
    expect(conflict?.message).toContain('Type de fichier non accepté.');
    // The optimistic photo row disappears once the refusal is settled by the rebuild.
    expect(await db.media.count()).toBe(0);
  });
});
