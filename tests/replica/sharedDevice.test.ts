import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { MutationResult, PullResponse, PushRequest } from '../../src/domain/mutations';
import { enqueue, MutationRefusedError, type Actor } from '../../src/replica/enqueue';
import { pendingWork, wipeDevice } from '../../src/replica/logoutGuard';
import { storeMedia } from '../../src/replica/media';
import { chainOf, getMeta } from '../../src/replica/meta';
import { readStatusFacts } from '../../src/replica/status';
import { runCycle } from '../../src/replica/sync/engine';
import { pullAll } from '../../src/replica/sync/pull';
import { SeqGapError, type SyncTransport } from '../../src/replica/sync/transport';
import { takeOverChanges } from '../../src/replica/takeOver';
import { ESPACE, LOCATION_ID, freshDb, locationRow } from './fixtures';

/**
 * Issue 13: a tablet shared by several users. Pending changes are sent only by their author (or by an
 * administrator who takes them over, explicitly), each author's on their own seq chain.
 */

const AGENT: Actor = { userId: '01900000-0000-7000-8000-0000000000b1', roles: ['ROLE_SOUS_ADMIN'], name: 'Yannick Le Gall' };
const CLERK: Actor = { userId: '01900000-0000-7000-8000-0000000000b2', roles: ['ROLE_SOUS_ADMIN'], name: 'Marie Tanguy' };
const READER: Actor = { userId: '01900000-0000-7000-8000-0000000000b3', roles: ['ROLE_USER'], name: 'Hervé Mével' };
const ADMIN: Actor = { userId: '01900000-0000-7000-8000-0000000000b4', roles: ['ROLE_ADMIN'], name: 'Isabelle Quéré' };
const OTHER_LOCATION = '01900000-0000-7000-8000-0000000000a2';

/** A server that applies everything it is sent and keeps the requests. */
function recording(pages: PullResponse[] = []) {
  const pushes: PushRequest[] = [];
  const uploads: string[] = [];
  const transport: SyncTransport = {
    async push(req) {
      pushes.push(req);
      return { results: req.mutations.map((m): MutationResult => ({ id: m.id, status: 'applied' })), cursor: 10 };
    },
    async pull(_e, cursor) {
      return pages.shift() ?? { changes: {}, cursor, hasMore: false };
    },
    async putMedia(sha256) {
      uploads.push(sha256);
    },
  };
  return { transport, pushes, uploads };
}

const setEtat = (id: string, etatAbandon: number) => ({ name: 'location.setEtatAbandon', args: { id, etatAbandon } });
const EMPLACEMENT = '01900000-0000-7000-8000-0000000000e1';
const plot = { id: EMPLACEMENT, espaceId: ESPACE, version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null, carre: 'A', allee: '1', numero: '1' };
const addPhoto = (id: string, sha256: string) => ({ name: 'emplacement.addPhoto', args: { id, emplacementId: EMPLACEMENT, sha256, nom: 'tombe.jpg', mime: 'image/jpeg', size: 4 } });

/** The agent made two changes, then the clerk signed in on the same tablet and made one. */
async function sharedTablet() {
  const db = freshDb();
  await db.locations.bulkPut([locationRow({ etatAbandon: 2 }), locationRow({ id: OTHER_LOCATION, etatAbandon: 1 })]);
  const a1 = await enqueue(db, setEtat(LOCATION_ID, 4), { actor: AGENT });
  const a2 = await enqueue(db, setEtat(LOCATION_ID, 5), { actor: AGENT });
  const b1 = await enqueue(db, setEtat(OTHER_LOCATION, 3), { actor: CLERK });
  return { db, a1, a2, b1 };
}

describe('a tablet shared by several users', () => {
  it('records the author of each change, and numbers each author on their own chain', async () => {
    const { db, a1, a2, b1 } = await sharedTablet();
    expect([a1, a2, b1].map((m) => [m.author, m.seq])).toEqual([
      [{ userId: AGENT.userId, name: 'Yannick Le Gall' }, 1],
      [{ userId: AGENT.userId, name: 'Yannick Le Gall' }, 2],
      [{ userId: CLERK.userId, name: 'Marie Tanguy' }, 1],
    ]);
    expect((await chainOf(db, AGENT.userId)).clientId).not.toBe((await chainOf(db, CLERK.userId)).clientId);
  });

  it("does not push the agent's changes while the clerk is signed in: only the clerk's, on the clerk's chain", async () => {
    const { db, a1, a2, b1 } = await sharedTablet();
    const server = recording();
    const report = await runCycle(db, server.transport, { user: CLERK });
    expect(report.outcome).toBe('ok');
    expect(server.pushes.map((p) => [p.clientId, p.mutations.map((m) => [m.id, m.seq, m.author, m.takeOver])])).toEqual([
      [(await chainOf(db, CLERK.userId)).clientId, [[b1.id, 1, CLERK.userId, undefined]]],
    ]);
    // The agent's changes are kept, and still shown on the replica.
    expect((await db.outbox.toArray()).map((m) => m.id)).toEqual([a1.id, a2.id]);
    expect((await db.locations.get(LOCATION_ID))?.etatAbandon).toBe(5);
  });

  it('pushes them when the agent signs in again, on their chain, in their order, as theirs', async () => {
    const { db, a1, a2 } = await sharedTablet();
    await runCycle(db, recording().transport, { user: CLERK });
    const server = recording();
    await runCycle(db, server.transport, { user: AGENT });
    expect(server.pushes.map((p) => [p.clientId, p.mutations.map((m) => [m.id, m.seq, m.author, m.takeOver])])).toEqual([
      [(await chainOf(db, AGENT.userId)).clientId, [[a1.id, 1, AGENT.userId, undefined], [a2.id, 2, AGENT.userId, undefined]]],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("counts the user's own pending changes and the others' apart, by author", async () => {
    const { db } = await sharedTablet();
    const facts = await readStatusFacts(db, CLERK.userId);
    expect(facts.pendingMutations).toBe(1);
    expect(facts.others).toEqual([{ userId: AGENT.userId, name: 'Yannick Le Gall', mutations: 2, conflicts: 0 }]);
    expect((await readStatusFacts(db, AGENT.userId)).pendingMutations).toBe(2);
  });

  it('lets an administrator take them over: sent in their name, marked as a take-over, on the author\'s chain', async () => {
    const { db, a1, a2 } = await sharedTablet();
    expect(await takeOverChanges(db, ADMIN, AGENT.userId, new Date('2026-03-02T09:00:00Z'))).toBe(2);
    expect((await db.outbox.get(a1.localId ?? -1))?.takeOver).toEqual({ userId: ADMIN.userId, name: 'Isabelle Quéré', at: '2026-03-02T09:00:00.000Z' });
    // Taken over, they count as the administrator's to send.
    expect((await readStatusFacts(db, ADMIN.userId)).pendingMutations).toBe(2);
    const server = recording();
    await runCycle(db, server.transport, { user: ADMIN });
    expect(server.pushes.map((p) => [p.clientId, p.mutations.map((m) => [m.id, m.seq, m.author, m.takeOver])])).toEqual([
      [(await chainOf(db, AGENT.userId)).clientId, [[a1.id, 1, AGENT.userId, true], [a2.id, 2, AGENT.userId, true]]],
    ]);
    // The clerk's change is not the administrator's: it stays.
    expect((await db.outbox.toArray()).map((m) => m.author.userId)).toEqual([CLERK.userId]);
  });

  it('refuses a take-over by anyone but an administrator, changing nothing', async () => {
    const { db } = await sharedTablet();
    await expect(takeOverChanges(db, CLERK, AGENT.userId)).rejects.toBeInstanceOf(MutationRefusedError);
    expect((await db.outbox.toArray()).map((m) => m.takeOver)).toEqual([null, null, null]);
  });

  it("keeps a refused change's author, and a taken-over one is the administrator's to resolve", async () => {
    const { db } = await sharedTablet();
    await takeOverChanges(db, ADMIN, AGENT.userId);
    const refusing: SyncTransport = {
      ...recording().transport,
      async push(req) {
        return { results: req.mutations.map((m): MutationResult => ({ id: m.id, status: 'rejected', error: 'Règle enfreinte.' })), cursor: 10 };
      },
    };
    await runCycle(db, refusing, { user: CLERK });
    await runCycle(db, refusing, { user: ADMIN });
    const conflicts = await db.conflicts.toArray();
    expect(conflicts.map((c) => c.author.userId).sort()).toEqual([ADMIN.userId, ADMIN.userId, CLERK.userId].sort());
    expect((await readStatusFacts(db, CLERK.userId)).conflicts).toBe(1);
    expect((await readStatusFacts(db, AGENT.userId)).conflicts).toBe(0);
  });

  it("leaves the others' photos for them: a read-only user's upload would be refused for good", async () => {
    const db = freshDb();
    await db.emplacements.put(plot);
    const blob = await storeMedia(db, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 7])], { type: 'image/jpeg' }));
    await enqueue(db, addPhoto('01900000-0000-7000-8000-0000000000c1', blob.sha256), { actor: AGENT });
    const reader = recording();
    await runCycle(db, reader.transport, { user: READER });
    expect(reader.uploads).toEqual([]);
    expect(reader.pushes.flatMap((p) => p.mutations)).toEqual([]);
    const agent = recording();
    await runCycle(db, agent.transport, { user: AGENT });
    expect(agent.uploads).toEqual([blob.sha256]);
    expect(agent.pushes.flatMap((p) => p.mutations.map((m) => m.name))).toEqual(['emplacement.addPhoto']);
  });

  it('renumbers after a gap without counting the ids the server already has', async () => {
    const { db, a1, a2 } = await sharedTablet();
    const a3 = await enqueue(db, setEtat(LOCATION_ID, 6), { actor: AGENT });
    const pushes: PushRequest[] = [];
    const transport: SyncTransport = {
      ...recording().transport,
      async push(req) {
        pushes.push(req);
        // The server applied a1 already (its answer was lost) and expects 7 next.
        if (pushes.length === 1) throw new SeqGapError('Des modifications manquent.', 7, [a1.id]);
        return { results: req.mutations.map((m): MutationResult => ({ id: m.id, status: m.id === a1.id ? 'duplicate' : 'applied', original: 'applied' })), cursor: 10 };
      },
    };
    await runCycle(db, transport, { user: AGENT });
    expect(pushes[1]?.mutations.map((m) => [m.id, m.seq])).toEqual([
      [a1.id, 7],
      [a2.id, 7],
      [a3.id, 8],
    ]);
    expect((await chainOf(db, AGENT.userId)).nextSeq).toBe(9);
  });
});

describe('signing out of a shared tablet', () => {
  it("is blocked by the user's own pending work only", async () => {
    const factory = new IDBFactory();
    const deps = { indexedDB: factory, IDBKeyRange };
    const db = freshDb(factory);
    await db.locations.put(locationRow());
    await enqueue(db, setEtat(LOCATION_ID, 4), { actor: AGENT });
    db.close();
    expect(await pendingWork([ESPACE], CLERK.userId, deps)).toEqual([]);
    expect((await pendingWork([ESPACE], AGENT.userId, deps)).map((w) => w.mutations.length)).toEqual([1]);
  });

  it("keeps the others' changes and the photos they link, clears the rest, and they go when their author signs in", async () => {
    const factory = new IDBFactory();
    const deps = { indexedDB: factory, IDBKeyRange };
    const db = freshDb(factory);
    await db.locations.bulkPut([locationRow({ etatAbandon: 2 }), locationRow({ id: OTHER_LOCATION })]);
    await db.emplacements.put(plot);
    const photo = await storeMedia(db, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 9])], { type: 'image/jpeg' }));
    const kept = await enqueue(db, setEtat(LOCATION_ID, 4), { actor: AGENT });
    await enqueue(db, addPhoto('01900000-0000-7000-8000-0000000000c2', photo.sha256), { actor: AGENT });
    // The clerk's own change went; the clerk signs out.
    await enqueue(db, setEtat(OTHER_LOCATION, 3), { actor: CLERK });
    await runCycle(db, recording().transport, { user: CLERK });
    db.close();

    await wipeDevice(CLERK.userId, [], deps);
    expect((await factory.databases()).map((d) => d.name)).toEqual([`cimetiere-${ESPACE}`]);
    const after = freshDb(factory);
    expect((await after.outbox.toArray()).map((m) => m.author.userId)).toEqual([AGENT.userId, AGENT.userId]);
    expect((await after.mediaBlobs.toArray()).map((b) => b.sha256)).toEqual([photo.sha256]);
    expect(await after.locations.count()).toBe(0);
    expect(await after.shadows.count()).toBe(0);
    expect(await getMeta(after, 'cursor')).toBe(0);
    expect(await getMeta(after, 'needsRebuild')).toBe(true);

    // The agent signs in: the pull refills the replica and their change shows on the server's row, then it goes.
    const server = recording([
      { changes: { locations: [locationRow({ etatAbandon: 2, version: 3, seq: 12 })], emplacements: [{ ...plot, seq: 2 }] }, cursor: 12, hasMore: false },
    ]);
    await pullAll(after, server.transport);
    expect((await after.locations.get(LOCATION_ID))?.etatAbandon).toBe(4);
    expect(await after.media.count()).toBe(1);
    await runCycle(after, server.transport, { user: AGENT });
    expect(server.pushes.flatMap((p) => p.mutations.map((m) => m.id))[0]).toBe(kept.id);
    expect(await after.outbox.count()).toBe(0);
    after.close();

    await wipeDevice(AGENT.userId, [], deps);
    expect((await factory.databases()).map((d) => d.name)).toEqual([]);
  });
});
