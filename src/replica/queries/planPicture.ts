import { isPlanPictureKey, keptPictures } from '../../domain/plan';
import type { ReplicaDb } from '../db';
import { getMeta, setMeta } from '../meta';
import type { PlanPicture } from '../types';

/**
 * The plan's opening pictures on the device (issue 29; src/domain/plan/planPicture.ts, docs/CONTRACTS.md "Plan
 * snapshot"): kept in the replica's `meta` under 'planPictures', a few per cemetery, all of one stamp, and read
 * with the plan's first frame (readPlanFirstDraw), on the same stamp.
 */

/** The stored pictures that are whole (a record of another format, or without its image, is dropped). */
export function storedPictures(value: unknown): PlanPicture[] {
  if (!Array.isArray(value)) return [];
  return value.filter((p): p is PlanPicture => isPlanPictureKey(p) && (p as { blob?: unknown }).blob instanceof Blob);
}

/** Stores a picture beside those of its stamp (keptPictures). A failed write (the device's quota) is ignored: a cache. */
export async function savePlanPicture(db: ReplicaDb, picture: PlanPicture): Promise<void> {
  try {
    await db.transaction('rw', db.meta, async () => {
      await setMeta(db, 'planPictures', keptPictures(storedPictures(await getMeta(db, 'planPictures')), picture));
    });
  } catch {
    // A cache only: the plan opens without it.
  }
}
