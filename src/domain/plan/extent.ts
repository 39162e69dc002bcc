import type { PlanPlot } from './planPlot';

/** [minX, minY, maxX, maxY] in plan pixels (y down, as stored: CONTRACTS emplacements.geometry). */
export type PlanExtent = readonly [number, number, number, number];

/**
 * The finest view a fit may reach, in plan pixels per screen pixel: a plot (about 18 plan pixels wide) is then
 * some 70 px on screen, its label readable, and a carré of a few plots is not blown up past that.
 */
export const READABLE_MIN_RESOLUTION = 0.25;

/** The box around the drawn plots; null when none is drawn. */
export function plotsBox(plots: readonly Pick<PlanPlot, 'geometry'>[]): PlanExtent | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const plot of plots) {
    for (const [x, y] of plot.geometry?.coordinates[0] ?? []) {
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  return minX <= maxX && minY <= maxY ? [minX, minY, maxX, maxY] : null;
}

/** The box around the drawn plots of the carrés chosen in the filters (spec 001 §2, filtre Carré). */
export function carresExtent(plots: readonly PlanPlot[], carres: readonly string[]): PlanExtent | null {
  if (carres.length === 0) return null;
  const chosen = new Set(carres);
  return plotsBox(plots.filter((p) => p.emplacement.carre !== null && chosen.has(p.emplacement.carre)));
}

export interface ViewFit {
  /** Centre of the view, in plan pixels. */
  center: [number, number];
  /** Plan pixels per screen pixel. */
  resolution: number;
}

/**
 * The view that shows the whole extent in a map of `size` screen pixels, `padding` pixels kept clear on each
 * side, never finer than READABLE_MIN_RESOLUTION (one plot alone does not fill the screen).
 */
export function fitExtent(extent: PlanExtent, size: readonly [number, number], padding: number): ViewFit {
  const [minX, minY, maxX, maxY] = extent;
  const width = Math.max(1, size[0] - 2 * padding);
  const height = Math.max(1, size[1] - 2 * padding);
  const resolution = Math.max((maxX - minX) / width, (maxY - minY) / height, READABLE_MIN_RESOLUTION);
  return { center: [(minX + maxX) / 2, (minY + maxY) / 2], resolution };
}
