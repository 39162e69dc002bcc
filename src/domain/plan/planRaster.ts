/**
 * The plan image as a raster at whole-plan zoom (issue 29: the SVG plan, 20,000 polygons of its own, took 0.5 to
 * 2 s of the main thread to parse and lay out at each opening, and 250 to 350 ms to draw at each full redraw).
 * A bitmap made once per plan version is shown while the plan is seen whole; the SVG only once zoomed in past
 * the bitmap's own sharpness.
 */

/** Longest side of the bitmap, in pixels: 3072 × 1920 is 24 MB decoded, twice a tablet's screen width. */
export const PLAN_RASTER_MAX_SIDE = 3072;

/** Format of the stored bitmap: a record of another format is read as absent. */
export const PLAN_RASTER_FORMAT = 1;

/**
 * The bitmap's size for an SVG of `width` × `height` (its own size): the same shape, its longest side
 * PLAN_RASTER_MAX_SIDE, or twice the SVG's size when smaller (a vector stays sharp past its own size); null for
 * an image without a size.
 */
export function planRasterSize(width: number, height: number, maxSide = PLAN_RASTER_MAX_SIDE): { width: number; height: number } | null {
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  const scale = Math.min(2, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The coarsest view resolution (plan units per CSS pixel) at which the SVG is drawn instead of the bitmap: finer
 * than that, a bitmap pixel would cover more than one screen pixel. `planWidth` is the plan's width in the map's
 * units, `rasterWidth` the bitmap's in pixels, `pixelRatio` the screen's device pixels per CSS pixel.
 */
export function svgMaxResolution(planWidth: number, rasterWidth: number, pixelRatio: number): number {
  if (!(planWidth > 0) || !(rasterWidth > 0)) return Infinity;
  return (planWidth / rasterWidth) * Math.max(1, pixelRatio);
}
