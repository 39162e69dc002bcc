import { planRasterSize, PLAN_RASTER_FORMAT } from '../../domain/plan';
import type { ReplicaDb } from '../db';
import { getMeta, setMeta } from '../meta';
import type { PlanRaster } from '../types';

/**
 * The plan image's bitmap on the device (issue 29; docs/CONTRACTS.md, "Plan snapshot"): kept in the replica's
 * `meta` under 'planRaster', one per cemetery, for the plan version it was made from.
 */

/** Whether a stored value is a bitmap of this format made from the plan `sha256` (anything else is not used). */
export function isRasterOf(value: unknown, sha256: string): value is PlanRaster {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<PlanRaster>;
  return r.format === PLAN_RASTER_FORMAT && r.sha256 === sha256 && typeof r.width === 'number' && r.width > 0 && typeof r.height === 'number' && r.height > 0 && r.blob instanceof Blob;
}

/** The stored bitmap of the plan `sha256`; null when none, of another plan or unreadable (then the SVG alone). */
export async function readPlanRaster(db: ReplicaDb, sha256: string): Promise<PlanRaster | null> {
  try {
    const stored = await getMeta(db, 'planRaster');
    return isRasterOf(stored, sha256) ? stored : null;
  } catch {
    return null;
  }
}

/** Stores the bitmap (replacing the one of an earlier plan). A failed write (quota) leaves the SVG alone: a cache. */
export async function savePlanRaster(db: ReplicaDb, raster: PlanRaster): Promise<void> {
  try {
    await setMeta(db, 'planRaster', raster);
  } catch {
    // A cache only.
  }
}

/**
 * Draws a loaded SVG plan image into a bitmap (planRasterSize) encoded as PNG, lossless, so the plan's thin
 * lines stay as drawn; null when the browser cannot (no canvas, an image without a size, a canvas it refuses
 * to read back). Costs one drawing of the SVG at that size on the main thread: done once per plan version,
 * after the plan is drawn.
 */
export async function rasterizePlan(image: HTMLImageElement, sha256: string): Promise<PlanRaster | null> {
  const size = planRasterSize(image.naturalWidth, image.naturalHeight);
  if (!size || typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  try {
    context.drawImage(image, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? { format: PLAN_RASTER_FORMAT, sha256, width: size.width, height: size.height, blob } : null;
  } catch {
    return null;
  } finally {
    // Frees the canvas' pixels at once rather than at the next collection.
    canvas.width = 0;
    canvas.height = 0;
  }
}
