import { GIS_REFUSALS, readGisPlan, type GisPlan } from '../../src/domain/geo/geojson';
import { gisPlanSvg, type DecorShape } from '../../src/domain/geo/gisDrawing';
import type { GisFrame, Ring } from '../../src/domain/geo/gisLayout';
import { currentGeoreference, placeLayer, planCentreLonLat, type CurrentPlan, type DrawnPlot, type Placement } from '../../src/domain/geo/gisPlacement';
import type { LayerContent } from '../../src/domain/geo/placementNotices';
import type { ControlPoint } from '../../src/domain/geo/affine';
import { readPlan } from '../svg/planReader';
import { decodeText } from './csv';
import { GIS_REFUSALS_HTTP, MAX_GIS_BYTES, MSG_CARRES_NEED_GEOREF } from './gisLimits';
import { readStoredPlan } from './gisPlanSvg';

/**
 * The heavy parts of a GIS layer import (issues 16 and 26), in worker threads (gis.service.ts): parsing tens of
 * megabytes of JSON, projecting half a million vertices, reading the stored plan, laying the layer on it, and
 * drawing and cleaning the new plan would otherwise stall every other request.
 */
export interface CemeteryPlanInput {
  /** The stored plan's bytes, null when the cemetery has none (or they are missing from the store). */
  bytes: Uint8Array | null;
  width: number | null;
  height: number | null;
  controlPoints: ControlPoint[] | null;
  plots: DrawnPlot[];
}

export interface GisReadInput {
  bytes: Uint8Array;
  content: LayerContent;
  plan: CemeteryPlanInput;
}

export type GisReadOutcome =
  | ({ ok: true } & GisPlan & { placement: Placement; previous: CurrentPlan['drawing']; planCentre: [number, number] | null })
  | { ok: false; status: 400 | 413; message: string };

/** A file refused for its size answers 413, any other refusal 400. */
const tooBig = (message: string) =>
  message === GIS_REFUSALS.tooManyFeatures || message === GIS_REFUSALS.tooManyVertices || /^Entité \d+ : polygone trop détaillé/.test(message);

/** Reads the layer, then lays it on the cemetery's plan (src/domain/geo/gisPlacement.ts). */
export function readGis(input: GisReadInput): GisReadOutcome {
  const { bytes } = input;
  if (bytes.byteLength === 0) return { ok: false, ...GIS_REFUSALS_HTTP.empty };
  if (bytes.byteLength > MAX_GIS_BYTES) return { ok: false, ...GIS_REFUSALS_HTTP.tooLarge };
  const text = decodeText(bytes);
  if (text === null) return { ok: false, ...GIS_REFUSALS_HTTP.notText };
  const plan = readGisPlan(text);
  if (!plan.ok) return { ok: false, status: tooBig(plan.message) ? 413 : 400, message: plan.message };
  const stored = readStoredPlan(input.plan.bytes, input.plan.width, input.plan.height);
  const current: CurrentPlan = { ...stored, width: input.plan.width, height: input.plan.height, controlPoints: input.plan.controlPoints, plots: input.plan.plots };
  if (input.content === 'carres' && !currentGeoreference(current.controlPoints)) return { ok: false, status: 400, message: MSG_CARRES_NEED_GEOREF };
  const rings: Ring[] = input.content === 'carres' ? plan.features.flatMap((f) => f.parts) : plan.features.map((f) => f.ring);
  const placement = placeLayer(current, { rings, keepTownDrawing: input.content === 'carres' });
  if ('error' in placement) return { ok: false, status: 400, message: placement.error };
  const { ok: _ok, ...read } = plan;
  return { ok: true, ...read, placement, previous: current.drawing, planCentre: planCentreLonLat(current) };
}

export interface GisDrawInput {
  frame: GisFrame;
  plots: Ring[];
  decor: DecorShape[];
}

export type GisDrawOutcome = { ok: true; svg: string; width: number; height: number } | { ok: false; status: 400 | 413; message: string };

/** Draws the plan of a GIS import and cleans it with the SVG import's own sanitiser: the bytes stored are the cleaned ones. */
export function drawGis(input: GisDrawInput): GisDrawOutcome {
  const clean = readPlan(gisPlanSvg(input.frame, input.plots, input.decor));
  if (!clean.ok) return { ok: false, status: clean.status, message: clean.message };
  return { ok: true, svg: clean.svg, width: Math.round(clean.width), height: Math.round(clean.height) };
}
