import { frameMarker, type GisFrame, type Ring } from './gisLayout';

/**
 * The drawing of a plan made by a GIS import (issues 16 and 26): a light ground, the shapes of the layers that
 * are not plots (a carré's outline and name, a building or path polygon that names no plot), and each plot's
 * outline (the plots themselves are the emplacements' geometries, drawn above it by the plan).
 *
 * The root carries `data-plan-sig` and the frame (`data-cadre-lambert93`), and each shape that is not a plot
 * `data-sig` ('carre' or 'autre') with its name: the SVG import's sanitiser keeps `data-*` attributes, so the
 * stored plan says by itself that it was drawn by a GIS import, in which frame, and what it shows besides the
 * plots. A later layer reads them back (server/import/gisPlanSvg.ts) to extend the plan without losing or moving
 * anything. A drawing uploaded by the town has no such marker: it is kept, never redrawn silently.
 *
 * Shapes are written in a canonical order (by their points), so the same plots and shapes give the same bytes,
 * and importing the same layer twice stores nothing new.
 */
export const PLAN_SIG_ATTRIBUTE = 'data-plan-sig';
export const FRAME_ATTRIBUTE = 'data-cadre-lambert93';
export const SHAPE_KIND_ATTRIBUTE = 'data-sig';
export const SHAPE_NAME_ATTRIBUTE = 'data-nom';

export type DecorKind = 'carre' | 'autre';

/** A shape drawn on the plan that is not a plot, in plan pixels (closed ring). */
export interface DecorShape {
  kind: DecorKind;
  nom: string | null;
  ring: Ring;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** 'x,y x,y …' without the closing point, as SVG polygons are written. */
export const pointsOf = (ring: ReadonlyArray<readonly [number, number]>) =>
  ring
    .slice(0, ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1] ? -1 : undefined)
    .map(([x, y]) => `${x},${y}`)
    .join(' ');

/** The ring of an SVG polygon's `points`, closed; null when it has fewer than three points. */
export function ringOfPoints(points: string): Ring | null {
  const n = points.trim().split(/[\s,]+/).map(Number);
  const ring: Ring = [];
  for (let i = 0; i + 1 < n.length; i += 2) if (Number.isFinite(n[i]) && Number.isFinite(n[i + 1])) ring.push([n[i]!, n[i + 1]!]);
  if (ring.length < 3) return null;
  ring.push([ring[0]![0], ring[0]![1]]);
  return ring;
}

/** Shapes without duplicates (same kind, name and points), in a canonical order. */
export function canonicalDecor(shapes: readonly DecorShape[]): DecorShape[] {
  const byKey = new Map<string, DecorShape>();
  for (const s of shapes) byKey.set(`${s.kind}|${s.nom ?? ''}|${pointsOf(s.ring)}`, s);
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
}

/** Below this, two shapes are the same: taken to the ground and back into a new frame, a shape moves by a hundredth of a pixel. */
const SAME_SHAPE_PX = 0.05;

const sameShape = (a: DecorShape, b: DecorShape) =>
  a.kind === b.kind &&
  a.nom === b.nom &&
  a.ring.length === b.ring.length &&
  a.ring.every((p, i) => Math.abs(p[0] - b.ring[i]![0]) <= SAME_SHAPE_PX && Math.abs(p[1] - b.ring[i]![1]) <= SAME_SHAPE_PX);

/**
 * The plan's shapes with a layer's added, those already drawn (the same layer imported again, to a hundredth of a
 * pixel) left out: shapes are looked up by their first point, to the pixel and its neighbours.
 */
export function mergeDecor(current: readonly DecorShape[], added: readonly DecorShape[]): DecorShape[] {
  const cell = (x: number, y: number) => `${Math.floor(x)}|${Math.floor(y)}`;
  const index = new Map<string, DecorShape[]>();
  for (const d of current) {
    const [x, y] = d.ring[0] ?? [0, 0];
    const key = cell(x, y);
    index.set(key, [...(index.get(key) ?? []), d]);
  }
  const out = [...current];
  for (const d of added) {
    const [x, y] = d.ring[0] ?? [0, 0];
    const near = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].flatMap((dy) => index.get(cell(x + dx, y + dy)) ?? []));
    if (!near.some((c) => sameShape(c, d))) out.push(d);
  }
  return out;
}

function centroid(ring: ReadonlyArray<readonly [number, number]>): [number, number] {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[i + 1]!;
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(a) < 1e-9) return [ring[0]![0], ring[0]![1]];
  return [cx / (3 * a), cy / (3 * a)];
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The SVG of a GIS plan: its frame, the shapes that are not plots, then the plots' outlines (outer rings). */
export function gisPlanSvg(frame: GisFrame, plotRings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>, decor: readonly DecorShape[]): string {
  const { width, height } = frame;
  const plots = plotRings.map(pointsOf).sort();
  const shapes = canonicalDecor(decor);
  const attrs = (s: DecorShape) => `${SHAPE_KIND_ATTRIBUTE}="${s.kind}"${s.nom ? ` ${SHAPE_NAME_ATTRIBUTE}="${escapeXml(s.nom)}"` : ''}`;
  // Carré names two metres high, readable from 10 to 40 pixels whatever the scale.
  const fontSize = Math.min(40, Math.max(10, Math.round(2 * frame.scale)));
  const labels = shapes
    .filter((s) => s.kind === 'carre' && s.nom)
    .map((s) => {
      const [x, y] = centroid(s.ring);
      return `<text x="${round1(x)}" y="${round1(y)}">${escapeXml(s.nom!)}</text>`;
    });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${PLAN_SIG_ATTRIBUTE}="1" ${FRAME_ATTRIBUTE}="${frameMarker(frame)}">`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#f3f1ea"/>`,
    `<g fill="#dcd8cc" stroke="#8a8470" stroke-width="1">`,
    ...shapes.filter((s) => s.kind === 'autre').map((s) => `<polygon ${attrs(s)} points="${pointsOf(s.ring)}"/>`),
    '</g>',
    `<g fill="none" stroke="#4d6b4a" stroke-width="2" stroke-dasharray="8 4">`,
    ...shapes.filter((s) => s.kind === 'carre').map((s) => `<polygon ${attrs(s)} points="${pointsOf(s.ring)}"/>`),
    '</g>',
    `<g fill="#e4dfcf" stroke="#6b6552" stroke-width="1">`,
    ...plots.map((p) => `<polygon points="${p}"/>`),
    '</g>',
    ...(labels.length > 0 ? [`<g fill="#2f4a2c" font-family="sans-serif" font-size="${fontSize}" font-weight="bold" text-anchor="middle" dominant-baseline="middle">`, ...labels, '</g>'] : []),
    '</svg>',
  ].join('\n');
}

