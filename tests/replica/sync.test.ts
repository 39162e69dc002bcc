import { describe, expect, it } from 'vitest';
import type { MutationResult, PullResponse, PushRequest } from '../../src/domain/mutations';
import { enqueue } from '../../src/replica/enqueue';
import { getMeta } from '../../src/replica/meta';
import { runCycle } from '../../src/replica/sync/engine';
import { pullAll } from '../../src/replica/sync/pull';
import type { SyncTransport } from '../../src/replica/sync/transport';
import { EDITOR, LOCATION_ID, freshDb, locationRow } from './fixtures';

/** A scripted server: answers each push with `answer`, each pull with the next queued page. */
function scripted(answer: (req: PushRequest) => MutationResult[], pages: PullResponse[] = []) {
  const pushes: PushRequest[] = [];
  const transport: SyncTransport = {
    async push(req) {
      pushes.push(req);
      return { results: answer(req), cursor: 10 };
    },
    async pull(_e, cursor) {
      return pages.shift() ?? { changes: {}, cursor, hasMore: false };
    },
    async putMedia() {},
  };
  return { transport, pushes };
}

const setEtat = (etatAbandon: number) => ({ name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon } });

describe('sync cycle on the replica', () => {
  it('removes applied mutations from the outbox and keeps the pulled row', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(db, setEtat(5), { actor: EDITOR });
    const { transport, pushes } = scripted((req) => req.mutations.map((m) => ({ id: m.id, status: 'applied' })), [
      { changes: { locations: [locationRow({ etatAbandon: 5, version: 2, seq: 7 })] }, cursor: 7, hasMore: false },
    ]);
    const report = await runCycle(db, transport, { user: EDITOR });
    expect(report.outcome).toBe('ok');
    expect(pushes[0]?.mutations.map((m) => m.seq)).toEqual([1]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    expect(await db.locations.get(LOCATION_ID)).toMatchObject({ etatAbandon: 5, version: 2, seq: 7 });
    expect(await getMeta(db, 'cursor')).toBe(7);
    expect((await getMeta(db, 'syncState'))?.state).toBe('synchronisé');
  });

  it('re-applies a still-pending change on top of a pulled row: no flicker, other fields merged', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(db, setEtat(5), { actor: EDITOR });
    // Another device's change to another field arrives by pull.
    const { transport } = scripted(() => [], [
      { changes: { locations: [locationRow({ etatAbandon: 2, facture: 'réglée', version: 2, seq: 8 })] }, cursor: 8, hasMore: false },
    ]);
    // The change is still unsent (its push was lost) when the pull runs.
    await pullAll(db, transport);
    const row = await db.locations.get(LOCATION_ID);
    expect(row).toMatchObject({ etatAbandon: 5, facture: 'réglée' });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.shadows.get(['locations', LOCATION_ID]))?.row).toMatchObject({ etatAbandon: 2, facture: 'réglée', version: 2 });
  });

  it('moves a conflict to conflicts with both values, and shows the server value again', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(db, setEtat(5), { actor: EDITOR });
    const current = locationRow({ etatAbandon: 3, version: 2, seq: 9 });
    const { transport } = scripted((req) => req.mutations.map((m) => ({ id: m.id, status: 'conflict', error: 'Modifiée ailleurs.', current })));
    const report = await runCycle(db, transport, { user: EDITOR });
    expect(report.refused).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({ status: 'conflict', message: 'Modifiée ailleurs.', mine: { etatAbandon: 5 }, table: 'locations' });
    expect(conflict?.current?.etatAbandon).toBe(3);
    expect((await db.locations.get(LOCATION_ID))?.etatAbandon).toBe(3);
    expect(await db.shadows.count()).toBe(0);
  });

  it('reverts a rejected change to the server value even without a current row', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(db, setEtat(5), { actor: EDITOR });
    await enqueue(db, { name: 'location.setFacture', args: { id: LOCATION_ID, facture: 'réglée' } }, { actor: EDITOR });
    const { transport } = scripted((req) =>
      req.mutations.map((m) => (m.seq === 1 ? { id: m.id, status: 'rejected', error: 'Règle enfreinte.' } : { id: m.id, status: 'applied' })),
      [{ changes: { locations: [locationRow({ etatAbandon: 2, facture: 'réglée', version: 2, seq: 4 })] }, cursor: 4, hasMore: false }],
    );
    await runCycle(db, transport, { user: EDITOR });
    expect(await db.locations.get(LOCATION_ID)).toMatchObject({ etatAbandon: 2, facture: 'réglée' });
    expect((await db.conflicts.toArray()).map((c) => c.status)).toEqual(['rejected']);
  });

  it('treats a duplicate of a first refusal as the refusal', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    await enqueue(db, setEtat(5), { actor: EDITOR });
    const { transport } = scripted((req) => req.mutations.map((m) => ({ id: m.id, status: 'duplicate', original: 'rejected', error: 'Règle.' })));
    await runCycle(db, transport, { user: EDITOR });
    expect(await db.conflicts.count()).toBe(1);
  });

  it('never shows tombstones: a pulled delete removes the row, and a pending edit of it stays unapplied', async () => {
    const db = freshDb();
    const other = locationRow({ id: '01900000-0000-7000-8000-0000000000a2' });
    await db.locations.bulkPut([locationRow(), other]);
    await enqueue(db, setEtat(5), { actor: EDITOR });
    const { transport } = scripted(() => [], [
      {
        changes: {
          locations: [
            { ...other, deletedAt: '2026-02-01T00:00:00.000Z', seq: 3 },
            locationRow({ deletedAt: '2026-02-01T00:00:00.000Z', seq: 4 }),
          ],
        },
        cursor: 4,
        hasMore: false,
      },
    ]);
    await pullAll(db, transport);
    expect(await db.locations.count()).toBe(0);
    // The edit stays queued: the server will answer it, and the answer goes to conflicts.
    expect(await db.outbox.count()).toBe(1);
  });
});
