import { JSDOM } from 'jsdom';
import { applyMatrix, IDENTITY, multiply, parseTransform, type Matrix } from './transform';
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

const { DOMParser } = new JSDOM('').window;
const SHAPES = new Set(['rect', 'polygon', 'polyline', 'path', 'ellipse', 'circle']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** "carré-allée-numéro", separated by -, _ or /, optionally after "emplacement" or "emp". */
const ID_LABEL = /^(?:emplacement|emp)?[-_]?([A-Za-z0-9]+)[-_/]([A-Za-z0-9]+)[-_/]([A-Za-z0-9]+)$/;

/**
 * Finds the plot shapes of a (sanitised) SVG plan: rect, polygon, path, ellipse and circle elements that
 * name a plot by `data-emplacement-id`, by `data-carre` / `data-allee` / `data-numero`, or by an id
 * of the form carré-allée-numéro. Group transforms are applied, so outlines are in the plan's pixels.
 */
export function extractPlanShapes(svg: string): { shapes: PlanShape[]; ignored: IgnoredShape[] } {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const shapes: PlanShape[] = [];
  const ignored: IgnoredShape[] = [];
  const walk = (el: Element, parent: Matrix) => {
    const matrix = multiply(parent, parseTransform(el.getAttribute('transform')));
    const tag = el.localName;
    if (SHAPES.has(tag)) {
      const key = plotKey(el);
      const id = el.getAttribute('id');
      if (!key) {
        if (id || el.hasAttribute('data-numero')) ignored.push({ element: tag, id, reason: "ne désigne pas d'emplacement" });
      } else {
        const local = outline(el);
        if (local.length < 3) ignored.push({ element: tag, id, reason: 'forme sans surface' });
        else shapes.push({ key, ring: close(local.map((p) => round(applyMatrix(matrix, p)))) });
      }
    }
    if (tag === 'defs' || tag === 'symbol' || tag === 'clipPath' || tag === 'mask' || tag === 'pattern') return;
    for (const child of Array.from(el.children)) walk(child, matrix);
  };
  walk(root, IDENTITY);
  return { shapes, ignored };
}

function plotKey(el: Element): PlotKey | null {
  const explicit = el.getAttribute('data-emplacement-id');
  if (explicit && UUID.test(explicit)) return { emplacementId: explicit.toLowerCase() };
  const carre = el.getAttribute('data-carre');
  const allee = el.getAttribute('data-allee');
  const numero = el.getAttribute('data-numero');
  if (carre && allee && numero) return { carre: carre.trim(), allee: allee.trim(), numero: numero.trim() };
  const match = ID_LABEL.exec(el.getAttribute('id') ?? '');
  if (match) return { carre: match[1]!, allee: match[2]!, numero: match[3]! };
  return null;
}

function num(el: Element, name: string): number {
  const v = parseFloat(el.getAttribute(name) ?? '0');
  return Number.isFinite(v) ? v : 0;
}

function outline(el: Element): Array<[number, number]> {
  switch (el.localName) {
    case 'rect': {
      const [x, y, w, h] = [num(el, 'x'), num(el, 'y'), num(el, 'width'), num(el, 'height')];
      if (w <= 0 || h <= 0) return [];
      return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
    }
    case 'polygon':
    case 'polyline': {
      const n = (el.getAttribute('points') ?? '').trim().split(/[\s,]+/).map(Number);
      const pts: Array<[number, number]> = [];
      for (let i = 0; i + 1 < n.length; i += 2) if (Number.isFinite(n[i]) && Number.isFinite(n[i + 1])) pts.push([n[i]!, n[i + 1]!]);
      return pts;
    }
    case 'path':
      return pathPoints(el.getAttribute('d') ?? '');
    case 'circle':
    case 'ellipse': {
      const rx = el.localName === 'circle' ? num(el, 'r') : num(el, 'rx');
      const ry = el.localName === 'circle' ? num(el, 'r') : num(el, 'ry');
      if (rx <= 0 || ry <= 0) return [];
      const [cx, cy] = [num(el, 'cx'), num(el, 'cy')];
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
