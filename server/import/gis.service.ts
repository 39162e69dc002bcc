import { randomUUID } from 'node:crypto';
import { IMPORT_FIELDS, IMPORT_FIELD_NAMES, type ImportMapping } from '../../src/domain/import/fields';
import { gisMapping, planGisImport, type GisImportPlan } from '../../src/domain/import/gis';
import type { ExistingRows } from '../../src/domain/import/plan';
import { HttpError } from '../errors';
import { offThreadTask, OffThreadError, runOffThread } from '../offthread/runOffThread';
import { readPlanOffThread } from '../svg/readPlanOffThread';
import { GIS_READ_HEAP_MB, GIS_READ_TIME_LIMIT_MS, GIS_REFUSALS_HTTP, MAX_GIS_BYTES } from './gisLimits';
import type * as gisReader from './gisReader';
import type { GisReadOutcome } from './gisReader';

const readGisTask = offThreadTask<typeof gisReader>()(new URL('./gisReader.ts', import.meta.url), 'readGis');

export type GisFile = Extract<GisReadOutcome, { ok: true }>;

/** The GeoJSON read and laid out off the main thread, or its French refusal as an HTTP error. */
export async function readGisFile(bytes: Uint8Array): Promise<GisFile> {
  if (bytes.byteLength > MAX_GIS_BYTES) throw new HttpError(413, GIS_REFUSALS_HTTP.tooLarge.message);
  const copy = new Uint8Array(bytes);
  let read: GisReadOutcome;
  try {
    read = await runOffThread(readGisTask, copy, { timeoutMs: GIS_READ_TIME_LIMIT_MS, maxHeapMb: GIS_READ_HEAP_MB, transfer: [copy.buffer] });
  } catch (error) {
    if (error instanceof OffThreadError && error.reason === 'timeout') throw new HttpError(413, GIS_REFUSALS_HTTP.tooSlow.message);
    if (error instanceof OffThreadError && error.reason === 'memory') throw new HttpError(413, GIS_REFUSALS_HTTP.tooHeavy.message);
    throw error;
  }
  if (!read.ok) throw new HttpError(read.status, read.message);
  return read;
}

/**
 * The generated drawing through the SVG plan import's own sanitiser (server/svg): the bytes stored are the
 * cleaned ones, exactly as for an uploaded plan.
 */
export async function cleanGisSvg(file: GisFile): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const clean = await readPlanOffThread(new TextEncoder().encode(file.layout.svg));
  if (!clean.ok) throw new HttpError(clean.status, clean.message);
  return { bytes: new TextEncoder().encode(clean.svg), width: Math.round(clean.width), height: Math.round(clean.height) };
}

export function gisPreviewOf(file: GisFile) {
  const headers = file.propertyNames;
  return {
    format: 'geojson' as const,
    projection: file.projection === 'WGS84' ? 'WGS 84 (EPSG:4326)' : 'Lambert-93 (EPSG:2154)',
    entites: file.features.length,
    colonnes: headers.map((entete, index) => ({
      index,
      entete,
      exemples: file.features.slice(0, 3).map((f) => (f.properties[entete] === null || f.properties[entete] === undefined ? '' : String(f.properties[entete]))),
    })),
    correspondance: gisMapping(headers),
    champs: IMPORT_FIELD_NAMES.map((name) => ({ name, label: IMPORT_FIELDS[name].label, groupe: IMPORT_FIELDS[name].group })),
    plan: { largeur: file.layout.width, hauteur: file.layout.height },
  };
}

export function gisPlanOf(file: GisFile, mapping: ImportMapping, existing: ExistingRows, communes: readonly string[]): GisImportPlan {
  return planGisImport(file.features, file.layout.rings, file.propertyNames, mapping, existing, { communes, newId: randomUUID });
}
