import type { PlanPolygon } from '../entities/emplacement';

export type Point = readonly [number, number];

/** Centre of a polygon's outline (area-weighted; the vertex mean for a degenerate ring). */
export function polygonCentroid(polygon: PlanPolygon): [number, number] | null {
  const ring = polygon.coordinates[0];
  if (!ring || ring.length === 0) return null;
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    if (!p || !q) continue;
    const cross = p[0] * q[1] - q[0] * p[1];
    a += cross;
    cx += (p[0] + q[0]) * cross;
    cy += (p[1] + q[1]) * cross;
  }
  if (Math.abs(a) < 1e-9) {
    const n = ring.length;
    return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
  }
  return [cx / (3 * a), cy / (3 * a)];
}

/** Whether a point lies inside a polygon's outline (even-odd rule). */
export function pointInPolygon([x, y]: Point, polygon: PlanPolygon): boolean {
  const ring = polygon.coordinates[0] ?? [];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** A closed ring approximating an ellipse (the editor's ovals are stored as polygons, CONTRACTS geometry). */
export function ellipseRing(centre: Point, rx: number, ry: number, sides = 32): Array<[number, number]> {
  const ring: Array<[number, number]> = [];
  for (let i = 0; i < sides; i += 1) {
    const t = (2 * Math.PI * i) / sides;
    ring.push([centre[0] + rx * Math.cos(t), centre[1] + ry * Math.sin(t)]);
  }
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}

/** A closed five-pointed star ring around a centre, first point towards `tip` (the editor's star tool). */
export function starRing(centre: Point, tip: Point, points = 5, innerRatio = 0.45): Array<[number, number]> {
  const r = Math.hypot(tip[0] - centre[0], tip[1] - centre[1]);
  const start = Math.atan2(tip[1] - centre[1], tip[0] - centre[0]);
  const ring: Array<[number, number]> = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? r : r * innerRatio;
    const t = start + (Math.PI * i) / points;
    ring.push([centre[0] + radius * Math.cos(t), centre[1] + radius * Math.sin(t)]);
  }
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}

/** Rounds a polygon's coordinates to 0.1 px: finer has no meaning on a plan and bloats the replica. */
export function roundPolygon(ring: ReadonlyArray<readonly [number, number]>): PlanPolygon {
  return { type: 'Polygon', coordinates: [ring.map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as [number, number])] };
}

/** Width and height covering every plot's outline, for a cemetery that has shapes but no plan image yet. */
export function plotsExtent(geometries: ReadonlyArray<PlanPolygon | null>): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const g of geometries) {
    for (const [x, y] of g?.coordinates[0] ?? []) {
      if (x > width) width = x;
      if (y > height) height = y;
    }
  }
  return { width: Math.ceil(width) + 20 || 1000, height: Math.ceil(height) + 20 || 800 };
}
