import { describe, expect, it } from 'vitest';
import type { PushRequest } from '../../src/domain/mutations';
import { enqueue, MutationRefusedError } from '../../src/replica/enqueue';
import { discardUnlinkedMedia, storeMedia } from '../../src/replica/media';
import { runCycle } from '../../src/replica/sync/engine';
import type { SyncTransport } from '../../src/replica/sync/transport';
import { EDITOR, ESPACE, freshDb, LOCATION_ID, locationRow } from './fixtures';

const pdf = () => new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' });
const DOC = '01900000-0000-7000-8000-0000000000d1';
const READER = { userId: EDITOR.userId, roles: ['ROLE_USER'] };

async function withDocument() {
  const db = freshDb();
  await db.locations.put(locationRow({ type: 'Concession', isArchived: false }));
  const media = await storeMedia(db, pdf());
  await enqueue(db, { name: 'document.create', args: { id: DOC, locationId: LOCATION_ID, nom: 'Acte de concession funéraire', mediaSha256: media.sha256, slug: 'acte-creation-de-concession' } }, { actor: EDITOR });
  return { db, media };
}

describe('documents of a concession on the device (issue 5)', () => {
  it('shows at once: the row is in the replica, its plot from the concession, and the outbox names its file', async () => {
    const { db, media } = await withDocument();
    expect(await db.documents.get(DOC)).toMatchObject({ locationId: LOCATION_ID, emplacementId: locationRow().emplacementId, nom: 'Acte de concession funéraire', mediaSha256: media.sha256, espaceId: ESPACE });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'document.create', media: [media.sha256] });
  });

  it('never forgets a file that a live document links; forgets it once that document is deleted', async () => {
    const { db, media } = await withDocument();
    await discardUnlinkedMedia(db, media.sha256);
    expect((await db.mediaBlobs.get(media.sha256))?.state).toBe('pending');
    await db.documents.update(DOC, { deletedAt: '2026-01-02T00:00:00.000Z' });
    await discardUnlinkedMedia(db, media.sha256);
    expect(await db.mediaBlobs.get(media.sha256)).toBeUndefined();
  });

  it('uploads the bytes before pushing the link', async () => {
    const { db, media } = await withDocument();
    const calls: string[] = [];
    const transport: SyncTransport = {
      async putMedia(sha) {
        calls.push(`put ${sha.slice(0, 8)}`);
      },
      async push(req: PushRequest) {
        calls.push(`push ${req.mutations.map((m) => m.name).join(',')}`);
        return { results: req.mutations.map((m) => ({ id: m.id, status: 'applied' as const })), cursor: 2 };
      },
      pull: async (_e, cursor) => ({ changes: {}, cursor, hasMore: false }),
    };
    await runCycle(db, transport, { user: EDITOR });
    expect(calls).toEqual([`put ${media.sha256.slice(0, 8)}`, 'push document.create']);
    expect((await db.mediaBlobs.get(media.sha256))?.state).toBe('uploaded');
  });

  it('deletes (gone from the sheet, the delete queued); Consultation is refused and nothing changes', async () => {
    const { db } = await withDocument();
    await expect(enqueue(db, { name: 'document.delete', args: { id: DOC } }, { actor: READER })).rejects.toBeInstanceOf(MutationRefusedError);
    expect((await db.documents.get(DOC))?.deletedAt).toBeNull();
    await enqueue(db, { name: 'document.delete', args: { id: DOC } }, { actor: EDITOR });
    // A tombstone leaves the replica at once (screens read live rows); the outbox carries the delete.
    expect(await db.documents.get(DOC)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['document.create', 'document.delete']);
  });
});
