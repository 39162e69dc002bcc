import Projection from 'ol/proj/Projection';
import { getCenter } from 'ol/extent';
import type { Extent } from 'ol/extent';

/**
 * The plan lives in its own pixel projection: no web map under it, and the stored geometry stays in plan
 * pixels (CONTRACTS emplacements.geometry, y down). OpenLayers' y runs up, so y is flipped against the
 * plan's height once, here.
 */
export interface PlanFrame {
  projection: Projection;
  extent: Extent;
  height: number;
  toMap(p: readonly [number, number]): [number, number];
  fromMap(p: readonly number[]): [number, number];
}

export function planFrame(width: number, height: number): PlanFrame {
  const extent: Extent = [0, 0, width, height];
  const projection = new Projection({ code: `plan-pixels-${width}x${height}`, units: 'pixels', extent });
  return {
    projection,
    extent,
    height,
    toMap: ([x, y]) => [x, height - y],
    fromMap: (p) => [p[0] ?? 0, height - (p[1] ?? 0)],
  };
}

export function frameCentre(frame: PlanFrame): number[] {
  return getCenter(frame.extent);
}

/**
 * A polygon's rings in the map's flipped coordinates as OpenLayers stores them: one flat [x0, y0, x1, y1, …]
 * array and the end offset of each ring; the same points as `toMap` gives one by one (y = height - y), without
 * a pair array per point (issue 29: 20,000 plots are built on every opening of the plan).
 */
export function flatMapRings(rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>, height: number): { flat: number[]; ends: number[] } {
  const flat: number[] = [];
  const ends: number[] = [];
  for (const ring of rings) {
    for (const point of ring) flat.push(point[0], height - point[1]);
    ends.push(flat.length);
  }
  return { flat, ends };
}
