import { fromLambert93, toLambert93 } from './lambert93';

/** A control point: a place on the plan (pixels, y down) matched with its place on the ground. */
export interface ControlPoint {
  px: [number, number];
  lonLat: [number, number];
}

/** ground = [a·x + b·y + c, d·x + e·y + f], pixels to Lambert-93 metres. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export interface Georeference {
  transform: Affine;
  /** Distance in metres between each point's ground position and where the fitted plan puts it. */
  residuals: number[];
  rmsMetres: number;
  maxMetres: number;
}

/** Above this residual a plan's georeferencing is flagged as doubtful in the editor. */
export const GEOREF_WARNING_METRES = 3;

/**
 * Fits the plan to the ground by least squares with an affine transform in a metric projection
 * (Lambert-93): plans are rarely drawn north up or to an exact scale, and an affine map absorbs rotation,
 * scale, shear and offset. Needs at least three points not in a line; more points average out
 * clicking and GPS errors, and the residuals say how well the plan fits.
 */
export function fitGeoreference(points: readonly ControlPoint[]): Georeference | { error: string } {
  if (points.length < 3) return { error: 'Au moins trois points de calage sont nécessaires.' };
  const ground = points.map((p) => toLambert93(p.lonLat));
  // In pixels centred on the points and scaled to about ±1, the normal equations are well conditioned whatever
  // the plan's size and shape (a 4,000 × 50 px strip of graves is as solvable as a square), and the test for
  // points in a line is a plain threshold.
  const mx = points.reduce((s, p) => s + p.px[0], 0) / points.length;
  const my = points.reduce((s, p) => s + p.px[1], 0) / points.length;
  const span = Math.max(...points.map((p) => Math.max(Math.abs(p.px[0] - mx), Math.abs(p.px[1] - my))), 1e-9);
  // Normal equations Mᵀ M p = Mᵀ g with rows [u, v, 1], solved once for eastings and once for northings.
  const mtm = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const mte = [0, 0, 0];
  const mtn = [0, 0, 0];
  points.forEach((p, i) => {
    const row = [(p.px[0] - mx) / span, (p.px[1] - my) / span, 1];
    const g = ground[i]!;
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) mtm[r]![c]! += row[r]! * row[c]!;
      mte[r]! += row[r]! * g[0];
      mtn[r]! += row[r]! * g[1];
    }
  });
  const east = solve3(mtm, mte, points.length);
  const north = solve3(mtm, mtn, points.length);
  if (!east || !north) return { error: 'Les points de calage sont alignés : placez-les aux coins du plan.' };
  // Back from centred, scaled pixels to the plan's own.
  const a = east[0] / span;
  const b = east[1] / span;
  const d = north[0] / span;
  const e = north[1] / span;
  const transform: Affine = { a, b, c: east[2] - a * mx - b * my, d, e, f: north[2] - d * mx - e * my };
  const residuals = points.map((p, i) => {
    const [ge, gn] = applyAffine(transform, p.px);
    const g = ground[i]!;
    return Math.hypot(ge - g[0], gn - g[1]);
  });
  const rmsMetres = Math.sqrt(residuals.reduce((s, r) => s + r * r, 0) / residuals.length);
  return { transform, residuals, rmsMetres, maxMetres: Math.max(...residuals) };
}

export function applyAffine(t: Affine, [x, y]: readonly [number, number]): [number, number] {
  return [t.a * x + t.b * y + t.c, t.d * x + t.e * y + t.f];
}

/** Lambert-93 metres back to plan pixels. */
export function invertAffine(t: Affine, [ge, gn]: readonly [number, number]): [number, number] {
  const det = t.a * t.e - t.b * t.d;
  const dx = ge - t.c;
  const dy = gn - t.f;
  return [(t.e * dx - t.b * dy) / det, (-t.d * dx + t.a * dy) / det];
}

/** A GPS position (longitude, latitude) to plan pixels. */
export function lonLatToPlan(t: Affine, lonLat: readonly [number, number]): [number, number] {
  return invertAffine(t, toLambert93(lonLat));
}

/** Plan pixels to a GPS position (longitude, latitude). */
export function planToLonLat(t: Affine, px: readonly [number, number]): [number, number] {
  return fromLambert93(applyAffine(t, px));
}

/** Metres on the ground per plan pixel (mean of both axes), to draw an accuracy circle on the plan. */
export function metresPerPixel(t: Affine): number {
  return (Math.hypot(t.a, t.d) + Math.hypot(t.b, t.e)) / 2;
}

/** Solves the 3 × 3 normal equations of `n` points in centred, scaled coordinates; null when they are (nearly) in a line. */
function solve3(m: number[][], v: number[], n: number): [number, number, number] | null {
  const det3 = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det3(m);
  // With coordinates within ±1, the determinant is at most n³; three points in a line give 0.
  if (Math.abs(d) < 1e-9 * n * n * n) return null;
  // Cramer's rule: three unknowns, a closed form is clearer than elimination.
  const col = (i: number) => m.map((row, r) => row.map((x, c) => (c === i ? v[r]! : x)));
  return [det3(col(0)) / d, det3(col(1)) / d, det3(col(2)) / d];
}
