import { applyMatrix, type Matrix } from './transform';
import { pathPoints } from './pathPoints';

/** How a shape of an imported plan names its plot. */
export type PlotKey = { emplacementId: string } | { carre: string; allee: string; numero: string };

export interface PlanShape {
  key: PlotKey;
  /** Outline in plan pixels (y down), closed ring. */
  ring: Array<[number, number]>;
}

export interface IgnoredShape {
  element: string;
  id: string | null;
  reason: string;
}

/** The attributes of one element as the cleaned plan keeps them, by name. */
export type Attributes = ReadonlyMap<string, string>;

export const SHAPE_ELEMENTS = new Set(['rect', 'polygon', 'polyline', 'path', 'ellipse', 'circle']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** "carré-allée-numéro", separated by -, _ or /, optionally after "emplacement" or "emp". */
const ID_LABEL = /^(?:emplacement|emp)?[-_]?([A-Za-z0-9]+)[-_/]([A-Za-z0-9]+)[-_/]([A-Za-z0-9]+)$/;

/**
 * What a shape element of a plan (rect, polygon, polyline, path, ellipse, circle) says about plots: a plot
 * shape when it names a plot by `data-emplacement-id`, by `data-carre` / `data-allee` / `data-numero`, or by an
 * id of the form carré-allée-numéro, with its outline through `matrix` (the product of its ancestors' and its
 * own transforms), so in the plan's pixels; an ignored shape when it has an id or a numero but names no plot,
 * or has no surface; nothing for a decoration.
 */
export function readShape(tag: string, attrs: Attributes, matrix: Matrix): { shape: PlanShape } | { ignored: IgnoredShape } | null {
  const key = plotKey(attrs);
  const id = attrs.get('id') ?? null;
  if (!key) return id || attrs.has('data-numero') ? { ignored: { element: tag, id, reason: "ne désigne pas d'emplacement" } } : null;
  const local = outline(tag, attrs);
  if (local.length < 3) return { ignored: { element: tag, id, reason: 'forme sans surface' } };
  return { shape: { key, ring: close(local.map((p) => round(applyMatrix(matrix, p)))) } };
}

function plotKey(attrs: Attributes): PlotKey | null {
  const explicit = attrs.get('data-emplacement-id');
  if (explicit && UUID.test(explicit)) return { emplacementId: explicit.toLowerCase() };
  const carre = attrs.get('data-carre');
  const allee = attrs.get('data-allee');
  const numero = attrs.get('data-numero');
  if (carre && allee && numero) return { carre: carre.trim(), allee: allee.trim(), numero: numero.trim() };
  const match = ID_LABEL.exec(attrs.get('id') ?? '');
  if (match) return { carre: match[1]!, allee: match[2]!, numero: match[3]! };
  return null;
}

function num(attrs: Attributes, name: string): number {
  const v = parseFloat(attrs.get(name) ?? '0');
  return Number.isFinite(v) ? v : 0;
}

function outline(tag: string, attrs: Attributes): Array<[number, number]> {
  switch (tag) {
    case 'rect': {
      const [x, y, w, h] = [num(attrs, 'x'), num(attrs, 'y'), num(attrs, 'width'), num(attrs, 'height')];
      if (w <= 0 || h <= 0) return [];
      return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
    }
    case 'polygon':
    case 'polyline': {
      const n = (attrs.get('points') ?? '').trim().split(/[\s,]+/).map(Number);
      const pts: Array<[number, number]> = [];
      for (let i = 0; i + 1 < n.length; i += 2) if (Number.isFinite(n[i]) && Number.isFinite(n[i + 1])) pts.push([n[i]!, n[i + 1]!]);
      return pts;
    }
    case 'path':
      return pathPoints(attrs.get('d') ?? '');
    case 'circle':
    case 'ellipse': {
      const rx = tag === 'circle' ? num(attrs, 'r') : num(attrs, 'rx');
      const ry = tag === 'circle' ? num(attrs, 'r') : num(attrs, 'ry');
      if (rx <= 0 || ry <= 0) return [];
      const [cx, cy] = [num(attrs, 'cx'), num(attrs, 'cy')];
      return Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * 2 * Math.PI;
        return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as [number, number];
      });
    }
    default:
      return [];
  }
}

function round([x, y]: [number, number]): [number, number] {
  return [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
}

function close(ring: Array<[number, number]>): Array<[number, number]> {
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}
