import { describe, expect, it } from 'vitest';
import type { Emplacement } from '../../src/domain/entities';
import { PLAN_PICTURE_FORMAT } from '../../src/domain/plan';
import { enqueue } from '../../src/replica/enqueue';
import { setMeta } from '../../src/replica/meta';
import { savePlanPicture } from '../../src/replica/queries/planPicture';
import { readPlanFirstDraw, readStamp, STAMP_TABLES } from '../../src/replica/queries/planSnapshot';
import type { ReplicaDb } from '../../src/replica/db';
import type { PlanPicture } from '../../src/replica/types';
import { EDITOR, ESPACE, freshDb } from './fixtures';

/**
 * Issue 29: the plan's opening picture is read back only while the replica has the stamp it was drawn at; a
 * change of this device, or a new day, makes it absent.
 */
const TODAY = '2026-11-22';
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const repl = { espaceId: ESPACE, version: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null };
const PLOT: Emplacement = {
  ...repl, seq: 1, id: '01900000-0000-7000-8000-e00000000001', carre: 'A', allee: '1', numero: '1', libelle: null, surface: 2, preReservation: false, notes: null, typeOccupation: null,
  geometry: { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]] }, posX: null, posY: null, zone: null, uid: null, adresse: null,
};

const stampNow = (db: ReplicaDb, today = TODAY) => db.transaction('r', STAMP_TABLES.map((t) => db.table(t)), () => readStamp(db, today));
/** The pictures an opening is given: read with the first frame, on the same stamp (none stored here: no first frame). */
async function readPlanPictures(db: ReplicaDb, today: string): Promise<PlanPicture[]> {
  let given: PlanPicture[] | null = null;
  const draw = await readPlanFirstDraw(db, today, (pictures) => (given = pictures));
  expect(draw).toBeNull();
  if (!given) throw new Error('pictures not given');
  return given;
}

const picture = (stamp: string, over: Partial<PlanPicture> = {}): PlanPicture => ({ format: PLAN_PICTURE_FORMAT, stamp, set: 'all', width: 1060, height: 640, pixelRatio: 1, blob: png(), ...over });

describe('the plan opening picture on the device', () => {
  it('is read back while the replica has its stamp, and not after a change of this device or on another day', async () => {
    const db = freshDb();
    await db.table('emplacements').put(PLOT);
    await savePlanPicture(db, picture(await stampNow(db)));
    const read = await readPlanPictures(db, TODAY);
    expect(read.map((p) => [p.set, p.width, p.height, p.blob.size])).toEqual([['all', 1060, 640, 4]]);
    expect(await readPlanPictures(db, '2026-11-23')).toEqual([]);
    await enqueue(db, { name: 'emplacement.update', args: { id: PLOT.id, numero: '1 bis' } }, { actor: EDITOR });
    expect(await readPlanPictures(db, TODAY)).toEqual([]);
  });

  it('keeps both ways of a tablet for one stamp and drops the older stamp’s', async () => {
    const db = freshDb();
    await db.table('emplacements').put(PLOT);
    const stamp = await stampNow(db);
    await savePlanPicture(db, picture('older'));
    await savePlanPicture(db, picture(stamp));
    await savePlanPicture(db, picture(stamp, { width: 740, height: 1000 }));
    expect((await readPlanPictures(db, TODAY)).map((p) => `${p.width}×${p.height}`)).toEqual(['740×1000', '1060×640']);
    expect(((await db.meta.get('planPictures'))?.value as PlanPicture[]).map((p) => p.stamp)).toEqual([stamp, stamp]);
  });

  it('is absent when the stored record is of another format or has lost its image', async () => {
    const db = freshDb();
    const stamp = await stampNow(db);
    await setMeta(db, 'planPictures', [{ ...picture(stamp), format: 99 } as unknown as PlanPicture, { ...picture(stamp), blob: undefined } as unknown as PlanPicture]);
    expect(await readPlanPictures(db, TODAY)).toEqual([]);
    expect(await readPlanPictures(freshDb(), TODAY)).toEqual([]);
  });
});
