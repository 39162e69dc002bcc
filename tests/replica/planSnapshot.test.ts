import { afterEach, describe, expect, it } from 'vitest';
import type { Emplacement } from '../../src/domain/entities';
import type { Row } from '../../src/domain/mutations/types';
import { firstDrawPlotOf, PlanFromLists, unpackFirstDraw } from '../../src/domain/plan';
import { enqueue } from '../../src/replica/enqueue';
import type { ReplicaDb } from '../../src/replica/db';
import { LiveLists, readListSource } from '../../src/replica/queries/liveLists';
import { readPlanFirstDraw, readPlanSnapshot, savePlanSnapshot } from '../../src/replica/queries/planSnapshot';
import { applyPullPage } from '../../src/replica/sync/applyPull';
import { applyPushResults } from '../../src/replica/sync/applyPush';
import { getMeta } from '../../src/replica/meta';
import { joinLists } from '../../src/domain/filters';
import { EDITOR, ESPACE, freshDb } from './fixtures';

/**
 * The plan's snapshot (issue 29) is used only while the replica holds the rows it was made from: a mutation of
 * this device, its acknowledgement, a pulled page (changed row or tombstone) and a new day each make it stale,
 * and the snapshot stored after the next full read is the plan of the replica as it is then.
 */
const TODAY = '2026-11-22';
const repl = { espaceId: ESPACE, version: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null };
const id = (n: number) => `01900000-0000-7000-8000-e0${String(n).padStart(10, '0')}`;

function plot(n: number, seq: number, over: Partial<Emplacement> = {}): Emplacement {
  return {
    ...repl, seq, id: id(n), carre: 'A', allee: '1', numero: String(n), libelle: null, surface: 2, preReservation: false, notes: null, typeOccupation: null,
    geometry: { type: 'Polygon', coordinates: [[[n * 20, 0], [n * 20 + 10, 0], [n * 20 + 10, 10], [n * 20, 10], [n * 20, 0]]] }, posX: null, posY: null, zone: null, uid: null, adresse: null,
    ...over,
  };
}

/** A row as a pull page carries it. */
const pulled = (row: Emplacement): Row => ({ ...row });

let live: LiveLists | null = null;
afterEach(() => live?.close());

/** What a plan screen does on the long way: a full read of the rows, the plots made from them, stored. */
async function openLongWay(db: ReplicaDb, today = TODAY): Promise<void> {
  live?.close();
  live = new LiveLists(db, { today: () => today, onRows: () => undefined, onError: (e) => { throw e; } });
  await live.settled();
  const stamped = live.stamped;
  if (!stamped) throw new Error('no full read');
  await savePlanSnapshot(db, new PlanFromLists().plots(stamped.rows), stamped.stamp);
}

/** The plan as a fresh read and join of the replica gives it. */
async function planNow(db: ReplicaDb, today = TODAY) {
  return new PlanFromLists().plots(joinLists(await readListSource(db), today)).map((p) => [p.id, p.shortLabel, p.status.code]);
}

const snapshotOf = async (db: ReplicaDb, today = TODAY) => (await readPlanSnapshot(db, today))?.plots.map((p) => [p.id, p.shortLabel, p.status.code]) ?? null;

/** The stored first frame, unpacked, or null when the replica's stamp is not its own. */
const firstDrawOf = async (db: ReplicaDb, today = TODAY) => {
  const draw = await readPlanFirstDraw(db, today);
  return draw ? unpackFirstDraw(draw) : null;
};

/** The first frame of the plan as a fresh read and join of the replica gives it. */
async function firstDrawNow(db: ReplicaDb, today = TODAY) {
  return new PlanFromLists().plots(joinLists(await readListSource(db), today)).map(firstDrawPlotOf);
}

async function expectKeptRight(db: ReplicaDb): Promise<void> {
  expect(await snapshotOf(db)).toBeNull();
  expect(await firstDrawOf(db)).toBeNull();
  await openLongWay(db);
  expect(await snapshotOf(db)).toEqual(await planNow(db));
  expect(await firstDrawOf(db)).toEqual(await firstDrawNow(db));
}

describe('the plan snapshot in the replica', () => {
  it('is used while the rows are those it was made from, and made again right after each kind of change', async () => {
    const db = freshDb();
    await db.table('emplacements').bulkPut([plot(1, 1), plot(2, 2), plot(3, 3)]);
    expect(await snapshotOf(db)).toBeNull();
    await openLongWay(db);
    expect(await snapshotOf(db)).toEqual([
      [id(1), 'A/1/1', 'libre'],
      [id(2), 'A/1/2', 'libre'],
      [id(3), 'A/1/3', 'libre'],
    ]);
    expect(await getMeta(db, 'planSnapshotStamp')).toBe((await readPlanSnapshot(db, TODAY))?.stamp);
    expect((await firstDrawOf(db))?.map((p) => [p.id, p.shortLabel, p.paint, p.rings])).toEqual(
      [1, 2, 3].map((n) => [id(n), `A/1/${n}`, 'libre', plot(n, n).geometry?.coordinates]),
    );
    expect((await readPlanFirstDraw(db, TODAY))?.stamp).toBe(await getMeta(db, 'planSnapshotStamp'));
    // Another day: statuses may differ.
    expect(await snapshotOf(db, '2026-11-23')).toBeNull();
    expect(await firstDrawOf(db, '2026-11-23')).toBeNull();

    // An edit on this device.
    const entry = await enqueue(db, { name: 'emplacement.update', args: { id: id(2), numero: '2 bis' } }, { actor: EDITOR });
    await expectKeptRight(db);
    expect((await snapshotOf(db))?.[1]).toEqual([id(2), 'A/1/2 bis', 'libre']);

    // Its acknowledgement by the server (the outbox empties, the row waits for the rebuild).
    await applyPushResults(db, await db.outbox.toArray(), [{ id: entry.id, status: 'applied' }]);
    await expectKeptRight(db);

    // A pulled page changing a plot.
    await applyPullPage(db, await getMeta(db, 'cursor'), { changes: { emplacements: [pulled(plot(3, 9, { carre: 'B' }))] }, cursor: 9, hasMore: false });
    await expectKeptRight(db);
    expect((await snapshotOf(db))?.[2]).toEqual([id(3), 'B/1/3', 'libre']);

    // A pulled tombstone: the plot is gone.
    await applyPullPage(db, 9, { changes: { emplacements: [pulled(plot(1, 10, { deletedAt: '2026-11-22T10:00:00.000Z' }))] }, cursor: 10, hasMore: false });
    await expectKeptRight(db);
    expect((await snapshotOf(db))?.map((p) => p[0])).toEqual([id(2), id(3)]);

    // A plot created on this device.
    await enqueue(db, { name: 'emplacement.create', args: { id: id(4), carre: 'C', allee: '2', numero: '4' } }, { actor: { ...EDITOR, roles: ['ROLE_ADMIN'] } });
    await expectKeptRight(db);
    // Plot 2 is back to the server's row: the acknowledged edit's shadow rebuilt it at the pull's last page.
    expect((await snapshotOf(db))?.map((p) => p[1])).toEqual(['A/1/2', 'B/1/3', 'C/2/4']);
  });

  it('is not written again by a tab that knows its stamp is stored', async () => {
    const db = freshDb();
    await db.table('emplacements').bulkPut([plot(1, 1)]);
    await openLongWay(db);
    const stamp = await getMeta(db, 'planSnapshotStamp');
    await db.meta.put({ key: 'planSnapshot', value: { format: 1, stamp: stamp ?? '', plots: [] } });
    await openLongWay(db);
    expect((await readPlanSnapshot(db, TODAY))?.plots).toEqual([]);
  });

  it('never gives a first frame of another stamp than the replica’s, even beside a current snapshot stamp', async () => {
    const db = freshDb();
    await db.table('emplacements').bulkPut([plot(1, 1)]);
    await openLongWay(db);
    const draw = await readPlanFirstDraw(db, TODAY);
    if (!draw) throw new Error('no first frame stored');
    await db.meta.put({ key: 'planFirstDraw', value: { ...draw, stamp: 'another' } });
    expect(await readPlanFirstDraw(db, TODAY)).toBeNull();
    await db.meta.put({ key: 'planFirstDraw', value: { ...draw, format: 0 } as unknown as typeof draw });
    expect(await readPlanFirstDraw(db, TODAY)).toBeNull();
    await db.meta.put({ key: 'planFirstDraw', value: draw });
    expect(await firstDrawOf(db)).toEqual(await firstDrawNow(db));
  });
});
