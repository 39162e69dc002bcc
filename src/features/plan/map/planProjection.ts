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
