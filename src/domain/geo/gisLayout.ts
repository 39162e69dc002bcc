import { fromLambert93 } from './lambert93';
import type { ControlPoint } from './affine';

/**
 * How a GIS plan is drawn (issues 16 and 26): north up in an SVG whose pixels are a fixed number of Lambert-93
 * metres (at most 10 pixels a metre, the whole plan within 4,000 pixels), with a margin. The frame (the
 * Lambert-93 point of the top left corner and the scale) is all it takes to go from the ground to the plan and
 * back exactly; the plan's four corners become its control points, so 'Me localiser' (affine.ts) fits them
 * exactly (the pixels are a linear map of Lambert-93). The frame is also written in the drawing itself
 * (gisDrawing.ts), so that a later layer can extend the plan without moving anything.
 */
export const MAX_PLAN_SIDE_PX = 4000;
export const MAX_PIXELS_PER_METRE = 10;
export const MAX_CEMETERY_EXTENT_M = 5000;
export const MARGIN_PX = 20;

export type Ring = Array<[number, number]>;

export interface GisFrame {
  /** Lambert-93 easting at the plan's left margin and northing at its top margin, in metres. */
  minX: number;
  maxY: number;
  /** Plan pixels per metre. */
  scale: number;
  width: number;
  height: number;
}

export interface GroundBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const TOO_SPREAD = 'Les polygones s’étendent sur plus de 5 km : ce n’est pas le plan d’un cimetière. Rien n’a été importé.';

const round2 = (v: number) => Math.round(v * 100) / 100;
const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

/** The box around rings, or null for none. */
export function boxOf(rings: Iterable<ReadonlyArray<readonly [number, number]>>, start: GroundBox | null = null): GroundBox | null {
  let box = start ? { ...start } : null;
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (!box) box = { minX: x, minY: y, maxX: x, maxY: y };
      else {
        if (x < box.minX) box.minX = x;
        if (x > box.maxX) box.maxX = x;
        if (y < box.minY) box.minY = y;
        if (y > box.maxY) box.maxY = y;
      }
    }
  }
  return box;
}

export const boxExtent = (box: GroundBox) => Math.max(box.maxX - box.minX, box.maxY - box.minY);
export const boxMiddle = (box: GroundBox): [number, number] => [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];

/** The frame that draws a box of the ground, or the refusal when it spans more than a cemetery can. */
export function frameOf(box: GroundBox): GisFrame | { error: string } {
  const extent = Math.max(boxExtent(box), 1);
  if (extent > MAX_CEMETERY_EXTENT_M) return { error: TOO_SPREAD };
  const scale = Math.min(MAX_PIXELS_PER_METRE, (MAX_PLAN_SIDE_PX - 2 * MARGIN_PX) / extent);
  return {
    minX: box.minX,
    maxY: box.maxY,
    scale,
    width: Math.ceil((box.maxX - box.minX) * scale) + 2 * MARGIN_PX,
    height: Math.ceil((box.maxY - box.minY) * scale) + 2 * MARGIN_PX,
  };
}

/** A Lambert-93 point in the frame's pixels (y down), to the hundredth of a pixel. */
export function toPlan(frame: GisFrame, [x, y]: readonly [number, number]): [number, number] {
  return [round2((x - frame.minX) * frame.scale + MARGIN_PX), round2((frame.maxY - y) * frame.scale + MARGIN_PX)];
}

/** A plan pixel of the frame back to Lambert-93 metres. */
export function toGround(frame: GisFrame, [px, py]: readonly [number, number]): [number, number] {
  return [(px - MARGIN_PX) / frame.scale + frame.minX, frame.maxY - (py - MARGIN_PX) / frame.scale];
}

/** Whether a plan pixel lies on the frame's drawing. */
export const onPlan = (width: number, height: number, [x, y]: readonly [number, number]) => x >= 0 && y >= 0 && x <= width && y <= height;

const corners = (frame: GisFrame): Array<[number, number]> => [[0, 0], [frame.width, 0], [frame.width, frame.height], [0, frame.height]];

/** The frame's four corners as control points (longitude, latitude to 1e-7 degree, about a centimetre). */
export function frameControlPoints(frame: GisFrame): ControlPoint[] {
  return corners(frame).map((px) => {
    const [lon, lat] = fromLambert93(toGround(frame, px));
    return { px, lonLat: [round7(lon), round7(lat)] as [number, number] };
  });
}

/**
 * Whether the cemetery's control points are still the frame's corners: when an administrator has moved them
 * since (the plan editor's georeferencing), they are what 'Me localiser' reads, and the frame no longer is.
 */
export function frameMatches(frame: GisFrame, controlPoints: readonly ControlPoint[] | null): boolean {
  const expected = frameControlPoints(frame);
  if (!controlPoints || controlPoints.length !== expected.length) return false;
  return expected.every((e, i) => {
    const c = controlPoints[i]!;
    return c.px[0] === e.px[0] && c.px[1] === e.px[1] && Math.abs(c.lonLat[0] - e.lonLat[0]) < 1e-6 && Math.abs(c.lonLat[1] - e.lonLat[1]) < 1e-6;
  });
}

/** The frame as the drawing's root carries it: 'minX maxY scale' in Lambert-93 metres and pixels per metre. */
export const frameMarker = (frame: GisFrame) => `${frame.minX} ${frame.maxY} ${frame.scale}`;

export function parseFrameMarker(text: string | null | undefined, width: number, height: number): GisFrame | null {
  const parts = (text ?? '').trim().split(/\s+/).map(Number);
  if (parts.length !== 3 || !parts.every(Number.isFinite)) return null;
  const [minX, maxY, scale] = parts as [number, number, number];
  if (!(scale > 0 && scale <= MAX_PIXELS_PER_METRE) || !(width > 0) || !(height > 0)) return null;
  return { minX, maxY, scale, width, height };
}
