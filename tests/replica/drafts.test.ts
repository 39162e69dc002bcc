import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { draftStore, openDraftsDb } from '../../src/replica/drafts';
import { wipeDevice } from '../../src/replica/logoutGuard';

const ALICE = 'u-alice';
const BOB = 'u-bob';
const T0 = new Date('2026-11-28T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function freshStore(factory = new IDBFactory()) {
  const db = openDraftsDb({ indexedDB: factory, IDBKeyRange });
  return { store: draftStore(() => db), db, factory };
}

describe('the draft store on the device', () => {
  it('gives a draft back with its Blob (a signature, a photo) within 60 minutes, per user and form', async () => {
    const { store } = freshStore();
    const signature = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await store.save(ALICE, 'pv|E1|3', { nom: 'Durand', signature }, T0);
    const found = await store.load(ALICE, 'pv|E1|3', later(59));
    expect(found?.savedAt).toBe(T0.toISOString());
    const data = found?.data as { nom: string; signature: Blob };
    expect(data.nom).toBe('Durand');
    expect(data.signature.size).toBe(4);
    expect(data.signature.type).toBe('image/png');
    expect(await store.load(BOB, 'pv|E1|3', later(1))).toBeNull();
    expect(await store.load(ALICE, 'pv|E2|3', later(1))).toBeNull();
  });

  it('drops a draft older than 60 minutes when it is read, and when pruned', async () => {
    const { store, db } = freshStore();
    await store.save(ALICE, 'a', { x: 1 }, T0);
    await store.save(ALICE, 'b', { x: 2 }, later(30));
    expect(await store.load(ALICE, 'a', later(61))).toBeNull();
    expect(await db.drafts.count()).toBe(1);
    expect(await store.prune(later(91))).toBe(1);
    expect(await db.drafts.count()).toBe(0);
  });

  it('a later save replaces the draft and restarts its 60 minutes', async () => {
    const { store } = freshStore();
    await store.save(ALICE, 'a', { x: 1 }, T0);
    await store.save(ALICE, 'a', { x: 2 }, later(50));
    expect((await store.load(ALICE, 'a', later(100)))?.data).toEqual({ x: 2 });
  });

  it("sign-out deletes the leaving user's drafts and keeps the others'", async () => {
    const { store, db, factory } = freshStore();
    await store.save(ALICE, 'a', { x: 1 }, T0);
    await store.save(BOB, 'a', { x: 2 }, T0);
    db.close();
    await wipeDevice(ALICE, [], { indexedDB: factory, IDBKeyRange });
    const reopened = freshStore(factory).store;
    expect(await reopened.load(ALICE, 'a', later(1))).toBeNull();
    expect((await reopened.load(BOB, 'a', later(1)))?.data).toEqual({ x: 2 });
  });
});
