import { layoutGisPlan, type GisLayout } from '../../src/domain/geo/gisLayout';
import { readGisPlan, type GisPlan } from '../../src/domain/geo/geojson';
import { decodeText } from './csv';
import { GIS_REFUSALS_HTTP, MAX_GIS_BYTES } from './gisLimits';

/**
 * Reads a GeoJSON plan and lays it out (issue 16), in a worker thread (gis.service.ts): parsing tens of
 * megabytes of JSON and projecting half a million vertices would otherwise stall every other request.
 */
export type GisReadOutcome = ({ ok: true } & GisPlan & { layout: GisLayout }) | { ok: false; status: 400 | 413; message: string };

export function readGis(bytes: Uint8Array): GisReadOutcome {
  if (bytes.byteLength === 0) return { ok: false, ...GIS_REFUSALS_HTTP.empty };
  if (bytes.byteLength > MAX_GIS_BYTES) return { ok: false, ...GIS_REFUSALS_HTTP.tooLarge };
  const text = decodeText(bytes);
  if (text === null) return { ok: false, ...GIS_REFUSALS_HTTP.notText };
  const plan = readGisPlan(text);
  if (!plan.ok) return { ok: false, status: /trop/.test(plan.message) ? 413 : 400, message: plan.message };
  const layout = layoutGisPlan(plan.features);
  if ('error' in layout) return { ok: false, status: 400, message: layout.error };
  return { ...plan, layout };
}
