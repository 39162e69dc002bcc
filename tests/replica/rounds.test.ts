import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { endRound, recordAction, startRound, visitPlot } from '../../src/domain/round/round';
import { wipeDevice } from '../../src/replica/logoutGuard';
import { readNeighbours, readRoundPlots } from '../../src/replica/queries/round';
import { openRoundsDb, ROUNDS_DB_NAME, roundStore } from '../../src/replica/rounds';
import type { ReplicaRow } from '../../src/replica/types';
import { ESPACE, freshDb } from './fixtures';

const ALICE = 'u-alice';
const BOB = 'u-bob';
const AT = '2026-11-28T09:00:00.000Z';
const scope = { kind: 'allee' as const, carre: 'C', allee: '1' };
const round = (userId: string, espaceId = ESPACE) => startRound({ id: `r-${userId}`, espaceId, userId, at: AT, scope, emplacementId: 'p1' });

function freshStore(factory = new IDBFactory()) {
  const db = openRoundsDb({ indexedDB: factory, IDBKeyRange });
  return { store: roundStore(() => db), db, factory };
}

describe('the round store on the device (issue 29)', () => {
  it('keeps one round per user and cemetery, changed in one transaction', async () => {
    const { store } = freshStore();
    await store.put(round(ALICE));
    await store.put(round(BOB));
    await store.put(round(ALICE, 'autre-espace'));
    expect((await store.get(ALICE, ESPACE))?.id).toBe('r-u-alice');
    expect(await store.get(ALICE, 'inconnu')).toBeNull();
    await Promise.all([
      store.update(ALICE, ESPACE, (r) => visitPlot(r, 'p2')),
      store.update(ALICE, ESPACE, (r) => recordAction(r, { mutationId: 'm1', kind: 'photo', emplacementId: 'p2', at: AT })),
    ]);
    const after = await store.get(ALICE, ESPACE);
    expect(after?.seen).toEqual(['p1', 'p2']);
    expect(after?.actions).toHaveLength(1);
    expect((await store.get(BOB, ESPACE))?.seen).toEqual(['p1']);
    expect(await store.update(ALICE, 'inconnu', (r) => endRound(r, AT))).toBeNull();
    await store.remove(ALICE, 'autre-espace');
    expect(await store.get(ALICE, 'autre-espace')).toBeNull();
  });

  it('goes with its user at sign-out; another user’s stays', async () => {
    const factory = new IDBFactory();
    const { store, db } = freshStore(factory);
    await store.put(round(ALICE));
    await store.put(round(BOB));
    db.close();
    await wipeDevice(ALICE, [], { indexedDB: factory, IDBKeyRange });
    const reopened = roundStore(() => openRoundsDb({ indexedDB: factory, IDBKeyRange }));
    expect(await reopened.get(ALICE, ESPACE)).toBeNull();
    expect((await reopened.get(BOB, ESPACE))?.id).toBe('r-u-bob');
  });

  it('the store left empty is deleted', async () => {
    const factory = new IDBFactory();
    const { store, db } = freshStore(factory);
    await store.put(round(ALICE));
    db.close();
    await wipeDevice(ALICE, [], { indexedDB: factory, IDBKeyRange });
    expect((await factory.databases()).map((d) => d.name)).not.toContain(ROUNDS_DB_NAME);
  });
});

const row = (id: string, fields: Record<string, unknown>): ReplicaRow => ({ id, espaceId: ESPACE, version: 1, seq: 1, updatedAt: AT, deletedAt: null, ...fields });
const plot = (id: string, carre: string | null, allee: string, numero: string, extra: Record<string, unknown> = {}) => row(id, { carre, allee, numero, libelle: null, ...extra });

describe('what the round reads of the replica', () => {
  async function cemetery() {
    const db = freshDb();
    await db.emplacements.bulkPut([
      plot('a-1-10', 'A', '1', '10'),
      plot('a-1-2', 'A', '1', '2'),
      plot('a-1-10b', 'A', '1', '10bis'),
      plot('a-1-x', 'A', '1', 'A12'),
      plot('a-2-1', 'A', '2', '1'),
      plot('a-2-gone', 'A', '2', '2', { deletedAt: AT }),
      plot('b-1-1', 'B', '1', '1'),
      plot('b2-1-1', 'B2', '1', '1'),
      plot('b10-1-1', 'B10', '1', '1'),
      plot('none-1', null, '1', '1'),
    ]);
    return db;
  }

  it.each([
    ['a-1-2', null, 'a-1-10', 1, 4],
    ['a-1-10', 'a-1-2', 'a-1-10b', 2, 4],
    ['a-1-x', 'a-1-10b', 'a-2-1', 4, 4],
    ['a-2-1', 'a-1-x', 'b-1-1', 1, 1],
    ['b-1-1', 'a-2-1', 'b2-1-1', 1, 1],
    ['b2-1-1', 'b-1-1', 'b10-1-1', 1, 1],
    ['b10-1-1', 'b2-1-1', 'none-1', 1, 1],
    ['none-1', 'b10-1-1', null, 1, 1],
  ])('%s: previous %s, next %s, %i of %i in its allée', async (id, previous, next, index, count) => {
    const n = await readNeighbours(await cemetery(), id);
    expect([n?.previous?.id ?? null, n?.next?.id ?? null, n?.index, n?.count]).toEqual([previous, next, index, count]);
  });

  it('a deleted or unknown plot has no neighbours', async () => {
    const db = await cemetery();
    expect(await readNeighbours(db, 'a-2-gone')).toBeNull();
    expect(await readNeighbours(db, 'nope')).toBeNull();
  });

  it('reads the plots of the allée and those seen, with their gaps', async () => {
    const db = await cemetery();
    await db.locations.bulkPut([
      row('l1', { emplacementId: 'a-1-2', type: 'Concession', numero: 'C1', etatAbandon: null, dateFin: '2040-01-01', perpetuelle: false, isArchived: false, dateDebut: '2010-01-01' }),
      row('l2', { emplacementId: 'a-2-1', type: 'Concession', numero: 'C2', etatAbandon: 1, dateFin: null, perpetuelle: true, isArchived: false, dateDebut: '2010-01-01' }),
    ]);
    await db.contacts.bulkPut([row('c1', { locationId: 'l1', typeDeContact: 'Concessionnaire', decede: false }), row('c2', { locationId: 'l2', typeDeContact: 'Concessionnaire', decede: false })]);
    await db.occupants.bulkPut([row('o1', { emplacementId: 'a-2-1', locationId: 'l2' })]);
    await db.media.bulkPut([row('m1', { emplacementId: 'a-2-1', kind: 'photo', archive: false }), row('m2', { emplacementId: 'a-1-2', kind: 'photo', archive: true })]);
    const plots = await readRoundPlots(db, { kind: 'allee', carre: 'A', allee: '1' }, ['a-2-1']);
    const byId = Object.fromEntries(plots.map((p) => [p.plot.id, p.gaps]));
    expect(Object.keys(byId).sort()).toEqual(['a-1-10', 'a-1-10b', 'a-1-2', 'a-1-x', 'a-2-1']);
    expect(byId['a-1-2']).toEqual(['photo', 'etatAbandon', 'defunt']);
    expect(byId['a-2-1']).toEqual([]);
    expect(byId['a-1-10']).toEqual([]);
  });
});
