import type { PlanPolygon } from '../entities/emplacement';
import type { PlanPlot } from './planPlot';
import { PLAN_LEGEND, planPaintCode, type PlanPaintCode } from './plotStyle';

/**
 * Format of the first-draw record: a record of another format is read as absent (a change of what it packs bumps
 * it, and PLAN_SNAPSHOT_FORMAT's stamp rules apply on top: a record of another stamp is never used).
 */
export const PLAN_FIRST_DRAW_FORMAT = 1;

/** The paint codes in a fixed order: a plot's code is stored as its index here (one byte). */
export const PLAN_PAINT_CODES: readonly PlanPaintCode[] = PLAN_LEGEND.map((entry) => entry.code);

/** Bit of `flags`: the plot is under an active 'Dispersion pleine nature' rental (hidden on /emplacement, spec 001 §2). */
export const FLAG_PLEINE_NATURE = 1;

/**
 * The plan's first frame, packed (issue 29: the plan snapshot's 20,000 PlanPlot objects, 30 MB, took the largest
 * part of the opening to be read back from IndexedDB). Per plot only what the first frame and its first tap need:
 * the id, the outline, the paint code, the two label texts, and whether /emplacement hides it. Typed arrays and
 * one string are copied in one piece by the structured clone, where 20,000 objects are walked field by field.
 *
 * Plot `i` owns rings `rings[i]` to `rings[i + 1]` (none: no shape); ring `r` owns the numbers of `coords` from
 * `ringEnds[r - 1]` (0 for the first) to `ringEnds[r]`, as x, y pairs in plan pixels (y down, as stored). Its
 * texts are `text` cut at `textEnds[3i]`, `[3i + 1]`, `[3i + 2]`: the id, the short label, the number.
 */
export interface PlanFirstDraw {
  format: typeof PLAN_FIRST_DRAW_FORMAT;
  /** The stamp of the snapshot it was packed with (planStamp): used only while the replica still has it. */
  stamp: string;
  count: number;
  text: string;
  textEnds: Uint32Array;
  /** Index in PLAN_PAINT_CODES. */
  paint: Uint8Array;
  flags: Uint8Array;
  rings: Uint32Array;
  ringEnds: Uint32Array;
  coords: Float64Array;
}

/** One plot as the first frame draws it (unpacked). */
export interface FirstDrawPlot {
  id: string;
  shortLabel: string;
  numero: string;
  paint: PlanPaintCode;
  pleineNature: boolean;
  /** The outline's rings, in plan pixels; empty for a plot without a shape. */
  rings: Array<Array<[number, number]>>;
}

/** What a first frame shows of a plan plot (the plot's own fields, as the map's features read them). */
export function firstDrawPlotOf(plot: PlanPlot): FirstDrawPlot {
  return {
    id: plot.id,
    shortLabel: plot.shortLabel,
    numero: plot.emplacement.numero ?? '',
    paint: planPaintCode(plot.status),
    pleineNature: plot.pleineNature,
    rings: plot.geometry?.coordinates.map((ring) => ring.map(([x, y]) => [x, y] as [number, number])) ?? [],
  };
}

/** Packs the plots' first frame, for the snapshot of `stamp`. */
export function packFirstDraw(plots: readonly FirstDrawPlot[], stamp: string): PlanFirstDraw {
  let ringCount = 0;
  let coordCount = 0;
  for (const plot of plots) {
    ringCount += plot.rings.length;
    for (const ring of plot.rings) coordCount += ring.length * 2;
  }
  const count = plots.length;
  const textEnds = new Uint32Array(count * 3);
  const paint = new Uint8Array(count);
  const flags = new Uint8Array(count);
  const rings = new Uint32Array(count + 1);
  const ringEnds = new Uint32Array(ringCount);
  const coords = new Float64Array(coordCount);
  const texts: string[] = [];
  let textLength = 0;
  let r = 0;
  let c = 0;
  plots.forEach((plot, i) => {
    for (const [k, part] of [plot.id, plot.shortLabel, plot.numero].entries()) {
      texts.push(part);
      textLength += part.length;
      textEnds[i * 3 + k] = textLength;
    }
    paint[i] = Math.max(0, PLAN_PAINT_CODES.indexOf(plot.paint));
    flags[i] = plot.pleineNature ? FLAG_PLEINE_NATURE : 0;
    rings[i] = r;
    for (const ring of plot.rings) {
      for (const [x, y] of ring) {
        coords[c++] = x;
        coords[c++] = y;
      }
      ringEnds[r++] = c;
    }
  });
  rings[count] = r;
  return { format: PLAN_FIRST_DRAW_FORMAT, stamp, count, text: texts.join(''), textEnds, paint, flags, rings, ringEnds, coords };
}

/** The `k`th text of plot `i` (0 id, 1 short label, 2 number). */
function textOf(draw: PlanFirstDraw, i: number, k: number): string {
  const at = i * 3 + k;
  return draw.text.slice(at === 0 ? 0 : (draw.textEnds[at - 1] ?? 0), draw.textEnds[at] ?? 0);
}

/** The id of plot `i`. */
export const firstDrawId = (draw: PlanFirstDraw, i: number): string => textOf(draw, i, 0);

/** The paint code of plot `i`. */
export const firstDrawPaint = (draw: PlanFirstDraw, i: number): PlanPaintCode => PLAN_PAINT_CODES[draw.paint[i] ?? 0] ?? 'libre';

/** The label texts of plot `i`: the short label and the number alone. */
export function firstDrawLabels(draw: PlanFirstDraw, i: number): { shortLabel: string; numero: string } {
  return { shortLabel: textOf(draw, i, 1), numero: textOf(draw, i, 2) };
}

/** The start of ring `r` in `coords`. */
export const ringStart = (draw: PlanFirstDraw, r: number): number => (r === 0 ? 0 : (draw.ringEnds[r - 1] ?? 0));

/** Plot `i` unpacked. */
export function unpackFirstDrawPlot(draw: PlanFirstDraw, i: number): FirstDrawPlot {
  const rings: Array<Array<[number, number]>> = [];
  for (let r = draw.rings[i] ?? 0; r < (draw.rings[i + 1] ?? 0); r++) {
    const ring: Array<[number, number]> = [];
    for (let c = ringStart(draw, r); c < (draw.ringEnds[r] ?? 0); c += 2) ring.push([draw.coords[c] ?? 0, draw.coords[c + 1] ?? 0]);
    rings.push(ring);
  }
  return {
    id: firstDrawId(draw, i),
    ...firstDrawLabels(draw, i),
    paint: firstDrawPaint(draw, i),
    pleineNature: ((draw.flags[i] ?? 0) & FLAG_PLEINE_NATURE) !== 0,
    rings,
  };
}

/** Every plot unpacked, in the packed order. */
export function unpackFirstDraw(draw: PlanFirstDraw): FirstDrawPlot[] {
  return Array.from({ length: draw.count }, (_, i) => unpackFirstDrawPlot(draw, i));
}

/** The plots' outlines as polygons (for the plan's extent when the cemetery row has no size). */
export function firstDrawGeometries(draw: PlanFirstDraw): Array<{ geometry: PlanPolygon | null }> {
  return unpackFirstDraw(draw).map((plot) => ({ geometry: plot.rings.length > 0 ? { type: 'Polygon', coordinates: plot.rings } : null }));
}

/**
 * Which plots a screen shows of the first frame before the plots come: 'all' (no filter asked), 'outside
 * pleine nature' (/emplacement hides the plots under an active 'Dispersion pleine nature' rental, spec 001 §2,
 * and no filter asked), 'wait' (the user's filters need the plots: nothing is drawn until they come, so no plot
 * they leave out is ever shown).
 */
export type FirstDrawShown = 'all' | 'outside pleine nature' | 'wait';

/** The ids shown of the first frame (null: every plot), as the map's `visible` set. */
export function firstDrawShownIds(draw: PlanFirstDraw, shown: FirstDrawShown): Set<string> | null {
  if (shown === 'all') return null;
  const ids = new Set<string>();
  if (shown === 'wait') return ids;
  for (let i = 0; i < draw.count; i++) if (((draw.flags[i] ?? 0) & FLAG_PLEINE_NATURE) === 0) ids.add(firstDrawId(draw, i));
  return ids.size === draw.count ? null : ids;
}

/** Whether a stored value is a first-draw record of this format and this stamp, whole (anything else is not used). */
export function isCurrentFirstDraw(value: unknown, stamp: string): value is PlanFirstDraw {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<PlanFirstDraw>;
  return (
    d.format === PLAN_FIRST_DRAW_FORMAT &&
    d.stamp === stamp &&
    typeof d.count === 'number' &&
    typeof d.text === 'string' &&
    d.textEnds instanceof Uint32Array &&
    d.textEnds.length === d.count * 3 &&
    d.paint instanceof Uint8Array &&
    d.paint.length === d.count &&
    d.flags instanceof Uint8Array &&
    d.flags.length === d.count &&
    d.rings instanceof Uint32Array &&
    d.rings.length === d.count + 1 &&
    d.ringEnds instanceof Uint32Array &&
    d.coords instanceof Float64Array
  );
}
