import type { PlanPolygon } from '../entities/emplacement';
import { pointInPolygon, polygonCentroid, type Point } from './geometry';

export interface NearPlot<T> {
  plot: T;
  /** Distance in plan pixels from the point to the plot's centre (0 when the point is inside it). */
  distance: number;
}

/**
 * The `count` plots nearest to a point of the plan, nearest first; a plot containing the point comes first
 * with distance 0 ("you are here" lists the plots around the tablet). Plots without geometry are skipped.
 */
export function nearestPlots<T extends { geometry: PlanPolygon | null }>(plots: readonly T[], point: Point, count = 5): Array<NearPlot<T>> {
  const found: Array<NearPlot<T>> = [];
  for (const plot of plots) {
    if (!plot.geometry) continue;
    const c = polygonCentroid(plot.geometry);
    if (!c) continue;
    const distance = pointInPolygon(point, plot.geometry) ? 0 : Math.hypot(c[0] - point[0], c[1] - point[1]);
    found.push({ plot, distance });
  }
  found.sort((a, b) => a.distance - b.distance);
  return found.slice(0, count);
}
