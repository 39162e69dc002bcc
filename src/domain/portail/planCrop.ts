import type { PlanPolygon } from '../entities/emplacement';

/** [minX, minY, maxX, maxY] in plan pixels (y down, as stored: CONTRACTS emplacements.geometry). */
export type Box = readonly [number, number, number, number];

/** What the crop reads of a plot: its outline on the plan, or its point. */
export interface PlotShape {
  geometry: PlanPolygon | null;
  posX: number | null;
  posY: number | null;
}

/** The square the portal shows around a grave: its corner and side, in plan pixels, rounded to the pixel. */
export interface CropFrame {
  x: number;
  y: number;
  side: number;
}

/** The frame spans this many times the grave's larger side: about six plots on each side of it. */
export const CROP_GRAVE_TIMES = 12;
/** The smallest frame side, in plan pixels: a grave drawn as a point, or a tiny one, still shows its neighbours. */
export const CROP_MIN_SIDE = 240;
/** The most neighbours a crop draws: past it, the farthest from the grave are left out (the page stays light). */
export const CROP_MAX_PLOTS = 400;

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A plot's outer ring when it has at least three finite points; null otherwise. */
export function ringOf(shape: PlotShape): Array<[number, number]> | null {
  const ring = shape.geometry?.coordinates?.[0];
  if (!ring || ring.length < 3 || !ring.every((p) => finite(p[0]) && finite(p[1]))) return null;
  return ring;
}

/** The box around a plot's outline, or its point when it has no outline; null when it is not drawn. */
export function shapeBox(shape: PlotShape): Box | null {
  const ring = ringOf(shape);
  if (ring) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [x, y] of ring) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    return [minX, minY, maxX, maxY];
  }
  return finite(shape.posX) && finite(shape.posY) ? [shape.posX, shape.posY, shape.posX, shape.posY] : null;
}

/**
 * The square of the plan a deceased's portal page shows around the grave (issue 30, 'the grave on the
 * cemetery's plan', light enough for a bad phone connection): centred on the grave, CROP_GRAVE_TIMES its
 * larger side and at least CROP_MIN_SIDE plan pixels, never wider than the plan’s shorter side, and moved back inside the
 * plan when the grave is near an edge (the grave stays inside it). Whole plan pixels: the page carries short
 * numbers. A plan of unknown or empty size is taken as the grave's own surroundings, unclamped.
 */
export function cropFrame(grave: Box, planWidth: number, planHeight: number): CropFrame {
  // The grave's box snapped outward to whole pixels: every bound below is whole, so no rounding can cut the grave.
  const [x0, y0, x1, y1] = [Math.floor(grave[0]), Math.floor(grave[1]), Math.ceil(grave[2]), Math.ceil(grave[3])];
  const known = finite(planWidth) && finite(planHeight) && planWidth > 0 && planHeight > 0;
  const wanted = Math.max(CROP_MIN_SIDE, (grave[2] - grave[0]) * CROP_GRAVE_TIMES, (grave[3] - grave[1]) * CROP_GRAVE_TIMES);
  const side = Math.max(Math.ceil(known ? Math.min(wanted, planWidth, planHeight) : wanted), x1 - x0, y1 - y0);
  const place = (centre: number, low: number, high: number, size: number) => {
    let start = Math.floor(centre - side / 2);
    if (known) start = Math.max(0, Math.min(start, Math.floor(size) - side));
    // The grave stays whole in the frame, even drawn off a plan smaller than it says.
    return Math.min(low, Math.max(start, high - side));
  };
  return { x: place((grave[0] + grave[2]) / 2, x0, x1, planWidth), y: place((grave[1] + grave[3]) / 2, y0, y1, planHeight), side };
}

/** Whether two boxes share a point. */
export function overlaps(a: Box, b: Box): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/**
 * The neighbours the crop draws (issue 30): the plots whose box (shapeBox) meets the frame, nearest to the
 * grave's centre first, at most CROP_MAX_PLOTS.
 */
export function plotsInFrame<T extends { box: Box }>(plots: readonly T[], frame: CropFrame, centre: readonly [number, number]): T[] {
  const box: Box = [frame.x, frame.y, frame.x + frame.side, frame.y + frame.side];
  const inside: Array<{ plot: T; distance: number }> = [];
  for (const plot of plots) {
    const b = plot.box;
    if (!overlaps(b, box)) continue;
    inside.push({ plot, distance: Math.hypot((b[0] + b[2]) / 2 - centre[0], (b[1] + b[3]) / 2 - centre[1]) });
  }
  inside.sort((a, b) => a.distance - b.distance);
  return inside.slice(0, CROP_MAX_PLOTS).map((x) => x.plot);
}

/**
 * A polygon ring as a short SVG path (issue 30, a light page): whole plan pixels, the first point absolute and
 * the next ones relative ('l dx dy'), closed; repeated points (after rounding) are dropped. Null when fewer
 * than three distinct points remain: nothing is drawn rather than a line.
 */
export function ringPath(ring: ReadonlyArray<readonly [number, number]>): string | null {
  const points: Array<[number, number]> = [];
  for (const [x, y] of ring) {
    const p: [number, number] = [Math.round(x), Math.round(y)];
    const last = points[points.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
  if (points.length < 3 || !first) return null;
  let d = `M${first[0]} ${first[1]}`;
  for (let i = 1; i < points.length; i++) {
    const p = points[i] as [number, number];
    const q = points[i - 1] as [number, number];
    d += `l${p[0] - q[0]} ${p[1] - q[1]}`;
  }
  return `${d}z`;
}

/** Half the side, in plan pixels, of the square drawn for a plot known by its point only. */
export const POINT_HALF_SIDE = 3;

/**
 * A plot as a short SVG path (issue 30): its outline (ringPath), or a small square on its point when it has
 * no outline; null when it is not drawn.
 */
export function shapePath(shape: PlotShape): string | null {
  const ring = ringOf(shape);
  if (ring) return ringPath(ring);
  if (!finite(shape.posX) || !finite(shape.posY)) return null;
  const s = POINT_HALF_SIDE * 2;
  return `M${Math.round(shape.posX) - POINT_HALF_SIDE} ${Math.round(shape.posY) - POINT_HALF_SIDE}h${s}v${s}h-${s}z`;
}
