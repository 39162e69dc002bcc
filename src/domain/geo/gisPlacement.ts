import { applyAffine, fitGeoreference, invertAffine, metresPerPixel, type ControlPoint, type Georeference } from './affine';
import type { DecorShape } from './gisDrawing';
import { kilometres } from './france';
import { boxMiddle, boxOf, frameControlPoints, frameMatches, frameOf, onPlan, toGround, toPlan, TOO_SPREAD, type GisFrame, type GroundBox, type Ring } from './gisLayout';
import { fromLambert93 } from './lambert93';

/**
 * Where a GIS layer's shapes go on the cemetery's plan (issue 26 'A second layer moves the first'). A layer is
 * laid on the plan the cemetery already has, never in its place, so that every plot already drawn stays where it
 * is on the ground and 'Me localiser' still finds it:
 * - no plan and no plot drawn: the plan is drawn from the layer ('nouveau');
 * - a plan drawn by a GIS import, still georeferenced by its frame's corners: the shapes are placed in its frame
 *   when they fall on it ('cadre conservé', nothing else moves); else the plan is drawn again around the union of
 *   what it showed and the new shapes ('étendu');
 * - a plan georeferenced otherwise (a drawing uploaded by the town, or a GIS plan whose control points an
 *   administrator moved): the shapes are placed in its pixels through the inverse of its georeference and the
 *   drawing kept when they all fall on it ('dessin conservé'; always for a carré layer, which needs no drawing);
 *   else the plan is drawn again around the union ('étendu'), the town's drawing is no longer shown, and the dry
 *   run says so;
 * - when the plan is extended, every plot already drawn is taken back to Lambert-93 through the current
 *   georeference (the frame exactly, or the control points' affine fit) and set again in the new frame;
 * - a plan that is not georeferenced cannot say where its plots are on the ground: the layer's plan replaces it
 *   and the plots drawn on it lose their outline ('remplacé'), which the dry run lists before anything is written.
 * The shapes come in Lambert-93 (geojson.ts); plots in plan pixels, as stored.
 */
export type PlanDrawing = 'aucun' | 'sig' | 'dessin';
export type PlacementMode = 'nouveau' | 'cadre conservé' | 'étendu' | 'dessin conservé' | 'remplacé';

export interface DrawnPlot {
  id: string;
  /** 'Carré A · Allée 2 · N° 12', for the dry run. */
  label: string;
  /** The stored geometry's rings, in plan pixels. */
  coordinates: Ring[];
}

export interface CurrentPlan {
  drawing: PlanDrawing;
  width: number | null;
  height: number | null;
  /** The frame written in a GIS-drawn plan; null for any other. */
  frame: GisFrame | null;
  /** The shapes of a GIS-drawn plan that are not plots, in its pixels. */
  decor: DecorShape[];
  controlPoints: ControlPoint[] | null;
  plots: DrawnPlot[];
}

export interface Placement {
  mode: PlacementMode;
  /** The frame the plan is drawn in after the import; null when the town's drawing is kept. */
  frame: GisFrame | null;
  /** Control points to set; null leaves them as they are. */
  controlPoints: ControlPoint[] | null;
  /** Each shape of the layer in plan pixels after the import, in the layer's order. */
  rings: Ring[];
  /** Plots already drawn, with their outline in the new frame (only when the frame changes). */
  moved: Map<string, Ring[]>;
  /** Plots already drawn that lose their outline: the plan is replaced and was not georeferenced. */
  cleared: DrawnPlot[];
  /** The current drawing's shapes that are not plots, in the new frame (a GIS-drawn plan's only). */
  decor: DecorShape[];
  /** Shapes of the layer that fall off the town's drawing, when that made the plan be drawn again. */
  offDrawing: number;
  /** What the plan was. */
  previous: PlanDrawing;
  /** The current georeference's quality, when there is one. */
  georeference: Pick<Georeference, 'rmsMetres' | 'maxMetres'> | null;
  /** Metres per plan pixel after the import, when the plan is georeferenced. */
  metresPerPixel: number | null;
}

export interface LayerShapes {
  /** Outer rings in Lambert-93 metres, closed. */
  rings: Ring[];
  /** A carré layer never makes a town's drawing be replaced: it assigns carrés, it need not be drawn. */
  keepTownDrawing: boolean;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export const MSG_FAR_FROM_PLAN = (distance: number) =>
  `Les polygones du fichier sont à ${kilometres(distance)} du plan actuel du cimetière, qui est calé sur le terrain : ils ne peuvent pas s’ajouter au même plan (5 km au plus). Vérifiez que la couche est bien celle de ce cimetière ; si c’est le calage du plan actuel qui est faux, corrigez-le ou supprimez-le dans l’éditeur du plan, puis importez de nouveau. Rien n’a été importé.`;

/** The current plan's georeference (three control points or more, not in a line), or null. */
export function currentGeoreference(controlPoints: readonly ControlPoint[] | null): Georeference | null {
  if (!controlPoints || controlPoints.length < 3) return null;
  const fit = fitGeoreference(controlPoints);
  return 'error' in fit ? null : fit;
}

/** The centre of the current plan on the ground (longitude, latitude), when it is georeferenced. */
export function planCentreLonLat(current: CurrentPlan): [number, number] | null {
  const geo = currentGeoreference(current.controlPoints);
  if (!geo) return null;
  const px: [number, number] =
    current.width && current.height
      ? [current.width / 2, current.height / 2]
      : [
          current.controlPoints!.reduce((s, c) => s + c.px[0], 0) / current.controlPoints!.length,
          current.controlPoints!.reduce((s, c) => s + c.px[1], 0) / current.controlPoints!.length,
        ];
  return fromLambert93(applyAffine(geo.transform, px));
}

const mapRing = (ring: ReadonlyArray<readonly [number, number]>, f: (p: readonly [number, number]) => [number, number]): Ring => ring.map(f);

export function placeLayer(current: CurrentPlan, shapes: LayerShapes): Placement | { error: string } {
  const geo = currentGeoreference(current.controlPoints);
  const base = { moved: new Map<string, Ring[]>(), cleared: [] as DrawnPlot[], decor: [] as DecorShape[], offDrawing: 0, previous: current.drawing };
  const layerBox = boxOf(shapes.rings);
  if (!layerBox) return { error: TOO_SPREAD };

  if (!geo) {
    const frame = frameOf(layerBox);
    if ('error' in frame) return frame;
    const mode: PlacementMode = current.drawing === 'aucun' && current.plots.length === 0 ? 'nouveau' : 'remplacé';
    return {
      ...base,
      mode,
      frame,
      controlPoints: frameControlPoints(frame),
      rings: shapes.rings.map((r) => mapRing(r, (p) => toPlan(frame, p))),
      cleared: [...current.plots],
      georeference: null,
      metresPerPixel: 1 / frame.scale,
    };
  }

  const quality = { rmsMetres: geo.rmsMetres, maxMetres: geo.maxMetres };
  const exact = current.drawing === 'sig' && current.frame && frameMatches(current.frame, current.controlPoints) ? current.frame : null;
  const width = current.width ?? 0;
  const height = current.height ?? 0;

  if (exact) {
    const rings = shapes.rings.map((r) => mapRing(r, (p) => toPlan(exact, p)));
    if (rings.every((r) => r.every((p) => onPlan(exact.width, exact.height, p)))) {
      return { ...base, mode: 'cadre conservé', frame: exact, controlPoints: null, rings, decor: current.decor, georeference: quality, metresPerPixel: 1 / exact.scale };
    }
  } else if (current.drawing !== 'aucun' && width > 0 && height > 0) {
    const rings = shapes.rings.map((r) => mapRing(r, (p) => { const [x, y] = invertAffine(geo.transform, p); return [round2(x), round2(y)]; }));
    const offDrawing = rings.filter((r) => !r.every((p) => onPlan(width, height, p))).length;
    if (offDrawing === 0 || shapes.keepTownDrawing) {
      return { ...base, mode: 'dessin conservé', frame: null, controlPoints: null, rings, georeference: quality, metresPerPixel: metresPerPixel(geo.transform) };
    }
    base.offDrawing = offDrawing;
  }

  // The plan is drawn again around what it showed and the new shapes, each where it is on the ground.
  const toGroundNow = exact ? (p: readonly [number, number]) => toGround(exact, p) : (p: readonly [number, number]) => applyAffine(geo.transform, p);
  const plots = current.plots.map((plot) => ({ id: plot.id, rings: plot.coordinates.map((r) => mapRing(r, toGroundNow)) }));
  const decor = (current.drawing === 'sig' ? current.decor : []).map((d) => ({ ...d, ring: mapRing(d.ring, toGroundNow) }));
  const existingBox = boxOf([...plots.flatMap((p) => p.rings), ...decor.map((d) => d.ring)]);
  const union = boxOf(shapes.rings, existingBox);
  const frame = frameOf(union!);
  if ('error' in frame) return { error: existingBox ? MSG_FAR_FROM_PLAN(distanceBetween(existingBox, layerBox)) : frame.error };
  const toNew = (p: readonly [number, number]) => toPlan(frame, p);
  return {
    ...base,
    mode: 'étendu',
    frame,
    controlPoints: frameControlPoints(frame),
    rings: shapes.rings.map((r) => mapRing(r, toNew)),
    moved: new Map(plots.map((p) => [p.id, p.rings.map((r) => mapRing(r, toNew))])),
    decor: decor.map((d) => ({ ...d, ring: mapRing(d.ring, toNew) })),
    georeference: quality,
    metresPerPixel: 1 / frame.scale,
  };
}

function distanceBetween(a: GroundBox, b: GroundBox): number {
  const [ax, ay] = boxMiddle(a);
  const [bx, by] = boxMiddle(b);
  return Math.hypot(ax - bx, ay - by);
}
