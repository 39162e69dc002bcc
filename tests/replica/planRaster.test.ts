import { describe, expect, it } from 'vitest';
import { PLAN_RASTER_FORMAT } from '../../src/domain/plan';
import { getMeta } from '../../src/replica/meta';
import { isRasterOf, readPlanRaster, savePlanRaster } from '../../src/replica/queries/planRaster';
import { freshDb } from './fixtures';

/** Issue 29: the plan image's bitmap is kept on the device and used for the plan version it was made from only. */
const SHA = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

describe('plan raster on the device', () => {
  it('is read back for its plan and not for another plan', async () => {
    const db = freshDb();
    await savePlanRaster(db, { format: PLAN_RASTER_FORMAT, sha256: SHA, width: 3072, height: 2048, blob: png() });
    const read = await readPlanRaster(db, SHA);
    expect(read).toMatchObject({ sha256: SHA, width: 3072, height: 2048 });
    expect(read?.blob.size).toBe(4);
    expect(await readPlanRaster(db, OTHER)).toBeNull();
  });

  it('is replaced by the bitmap of a new plan version', async () => {
    const db = freshDb();
    await savePlanRaster(db, { format: PLAN_RASTER_FORMAT, sha256: SHA, width: 10, height: 10, blob: png() });
    await savePlanRaster(db, { format: PLAN_RASTER_FORMAT, sha256: OTHER, width: 20, height: 10, blob: png() });
    expect(await readPlanRaster(db, SHA)).toBeNull();
    expect(await readPlanRaster(db, OTHER)).toMatchObject({ width: 20 });
  });

  it('is absent on a fresh replica', async () => {
    const db = freshDb();
    expect(await getMeta(db, 'planRaster')).toBeNull();
    expect(await readPlanRaster(db, SHA)).toBeNull();
  });

  it('is not used when of another format or without its image', () => {
    expect(isRasterOf({ format: PLAN_RASTER_FORMAT + 1, sha256: SHA, width: 1, height: 1, blob: png() }, SHA)).toBe(false);
    expect(isRasterOf({ format: PLAN_RASTER_FORMAT, sha256: SHA, width: 1, height: 1 }, SHA)).toBe(false);
    expect(isRasterOf({ format: PLAN_RASTER_FORMAT, sha256: SHA, width: 0, height: 1, blob: png() }, SHA)).toBe(false);
    expect(isRasterOf(null, SHA)).toBe(false);
  });
});
