import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ControlPoint } from '../../src/domain/geo/affine';
import { mergeDecor, type DecorShape } from '../../src/domain/geo/gisDrawing';
import type { GisFrame, Ring } from '../../src/domain/geo/gisLayout';
import type { DrawnPlot, PlacementMode } from '../../src/domain/geo/gisPlacement';
import { communeReference, farFromCommuneWarning } from '../../src/domain/geo/nearCommune';
import { placementNotices, type LayerContent } from '../../src/domain/geo/placementNotices';
import { boxCentre } from '../../src/domain/geo/france';
import { IMPORT_FIELDS, IMPORT_FIELD_NAMES, type ImportMapping } from '../../src/domain/import/fields';
import { gisMapping, outlinesAfter, planGisImport, type GisPlacementEffect } from '../../src/domain/import/gis';
import { carreProperty, MSG_CARRE_MAPPING, planCarreLayer, plotLabel } from '../../src/domain/import/gisCarres';
import type { DryRunLine, ExistingRows, ImportCounts, ImportEnvelope, StateUse } from '../../src/domain/import/plan';
import { normalizeText } from '../../src/domain/import/text';
import type { Row } from '../../src/domain/mutations/types';
import type { EspaceRow } from '../auth/scope.repository';
import type { Db } from '../db/client';
import { espaces, societes } from '../db/schema';
import { badRequest, HttpError } from '../errors';
import { readAll, type MediaStore } from '../media/store';
import { offThreadTask, OffThreadError, runOffThread } from '../offthread/runOffThread';
import { GIS_READ_HEAP_MB, GIS_READ_TIME_LIMIT_MS, GIS_REFUSALS_HTTP, MAX_GIS_BYTES } from './gisLimits';
import type * as gisReader from './gisReader';
import type { CemeteryPlanInput, GisReadOutcome } from './gisReader';
import { liveRows, type PlanContext } from './register.service';

/**
 * The GIS layer import's steps around the pure domain (issues 16 and 26): what the cemetery's plan is now (its
 * stored drawing, georeference and drawn plots), the layer read and laid on it off the main thread, the plan of
 * its mutations (plots, or carrés), and the new drawing, cleaned, when the plan is drawn again. The routes
 * (server/routes/gisImport.routes.ts) call these for the preview, the dry run and the import.
 */
const readGisTask = offThreadTask<typeof gisReader>()(new URL('./gisReader.ts', import.meta.url), 'readGis');
const drawGisTask = offThreadTask<typeof gisReader>()(new URL('./gisReader.ts', import.meta.url), 'drawGis');

export type GisFile = Extract<GisReadOutcome, { ok: true }>;

/** The cemetery's plan as a layer finds it, and a fingerprint of what the placement read from it. */
export interface PlanState {
  input: CemeteryPlanInput;
  codesPostaux: Array<string | null>;
  latitude: string | null;
  longitude: string | null;
  fingerprint: string;
}

const outerRings = (geometry: unknown): Ring[] | null => {
  const coordinates = geometry && typeof geometry === 'object' ? (geometry as { coordinates?: unknown }).coordinates : undefined;
  return Array.isArray(coordinates) && coordinates.length > 0 ? (coordinates as Ring[]) : null;
};

/** What the placement reads of the espace row and of the drawn plots, hashed: unchanged between the read and the write, or the import starts over. */
export function planFingerprint(espace: Pick<EspaceRow, 'mapSha256' | 'mapWidth' | 'mapHeight' | 'controlPoints'>, emplacements: readonly Row[]): string {
  const hash = createHash('sha256').update(JSON.stringify([espace.mapSha256, espace.mapWidth, espace.mapHeight, espace.controlPoints ?? null]));
  for (const row of [...emplacements].filter((r) => !r.deletedAt && outerRings(r.geometry)).sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1))) {
    hash.update(`${String(row.id)}:${JSON.stringify(outerRings(row.geometry))};`);
  }
  return hash.digest('hex');
}

/** Reads the cemetery's plan state: its row, its town hall's postal code, its drawn plots, its stored drawing. */
export async function loadPlanState(db: Db, store: MediaStore, espace: EspaceRow): Promise<PlanState> {
  const [societe] = await db.select({ codePostal: societes.codePostal }).from(societes).where(eq(societes.id, espace.societeId));
  const emplacements = await liveRows(db, espace.id, 'emplacements');
  let bytes: Uint8Array | null = null;
  if (espace.mapSha256) {
    const stored = await store.read(espace.mapSha256);
    if (stored) bytes = await readAll(stored.stream);
  }
  return {
    input: { bytes, width: espace.mapWidth, height: espace.mapHeight, controlPoints: (espace.controlPoints as ControlPoint[] | null) ?? null, plots: drawnPlots(emplacements) },
    codesPostaux: [espace.codePostal, societe?.codePostal ?? null],
    latitude: espace.latitude,
    longitude: espace.longitude,
    fingerprint: planFingerprint(espace, emplacements),
  };
}

export function drawnPlots(emplacements: readonly Row[]): DrawnPlot[] {
  return emplacements.flatMap((row) => {
    const coordinates = row.deletedAt ? null : outerRings(row.geometry);
    if (!coordinates) return [];
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return [{ id: String(row.id), label: plotLabel({ carre: text(row.carre), allee: text(row.allee), numero: text(row.numero) }), coordinates }];
  });
}

export function parseContent(text: string | undefined): LayerContent {
  if (text === undefined || text === '' || text === 'emplacements') return 'emplacements';
  if (text === 'carres') return 'carres';
  throw badRequest('Contenu du fichier invalide : choisissez « emplacements » ou « carres ».');
}

/** The layer read and laid on the cemetery's plan off the main thread, or its French refusal as an HTTP error. */
export async function readGisFile(bytes: Uint8Array, content: LayerContent, state: PlanState): Promise<GisFile> {
  if (bytes.byteLength > MAX_GIS_BYTES) throw new HttpError(413, GIS_REFUSALS_HTTP.tooLarge.message);
  const copy = new Uint8Array(bytes);
  const plan = state.input.bytes ? new Uint8Array(state.input.bytes) : null;
  let read: GisReadOutcome;
  try {
    read = await runOffThread(
      readGisTask,
      { bytes: copy, content, plan: { ...state.input, bytes: plan } },
      { timeoutMs: GIS_READ_TIME_LIMIT_MS, maxHeapMb: GIS_READ_HEAP_MB, transfer: plan ? [copy.buffer, plan.buffer] : [copy.buffer] },
    );
  } catch (error) {
    if (error instanceof OffThreadError && error.reason === 'timeout') throw new HttpError(413, GIS_REFUSALS_HTTP.tooSlow.message);
    if (error instanceof OffThreadError && error.reason === 'memory') throw new HttpError(413, GIS_REFUSALS_HTTP.tooHeavy.message);
    throw error;
  }
  if (!read.ok) throw new HttpError(read.status, read.message);
  return read;
}

/** The new drawing, made and cleaned by the SVG import's sanitiser off the main thread. */
export async function drawGisPlan(frame: GisFrame, plots: Ring[], decor: DecorShape[]): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  let drawn: Awaited<ReturnType<typeof gisReader.drawGis>>;
  try {
    drawn = await runOffThread(drawGisTask, { frame, plots, decor }, { timeoutMs: GIS_READ_TIME_LIMIT_MS, maxHeapMb: GIS_READ_HEAP_MB });
  } catch (error) {
    if (error instanceof OffThreadError) throw new HttpError(413, GIS_REFUSALS_HTTP.tooHeavy.message);
    throw error;
  }
  if (!drawn.ok) throw new HttpError(drawn.status, drawn.message);
  return { bytes: new TextEncoder().encode(drawn.svg), width: drawn.width, height: drawn.height };
}

/** A carré layer's mapping: the attribute named like a carré, else like a name; every other attribute left out. */
export function carreMapping(propertyNames: readonly string[], features: GisFile['features'] = []): ImportMapping {
  const guessed = gisMapping(propertyNames, features).map((f) => (f === 'carre' ? f : null));
  if (guessed.includes('carre')) return guessed;
  const i = propertyNames.findIndex((name) => ['nom', 'name', 'libelle', 'nom carre', 'code', 'id carre'].includes(normalizeText(name)));
  return propertyNames.map((_, j) => (j === i ? 'carre' : null));
}

const fields = (content: LayerContent) =>
  content === 'carres'
    ? [{ name: 'carre' as const, label: 'Nom du carré', groupe: 'Carré' }]
    : IMPORT_FIELD_NAMES.map((name) => ({ name, label: IMPORT_FIELDS[name].label, groupe: IMPORT_FIELDS[name].group }));

/** What the reading chose, and whether the layer lies far from the cemetery's commune (nearCommune.ts). */
function warningsOf(file: GisFile, state: PlanState): string[] {
  const reference = communeReference({ planCentre: file.planCentre, latitude: state.latitude, longitude: state.longitude, codesPostaux: state.codesPostaux });
  const far = farFromCommuneWarning(boxCentre(file.lonLatBox), reference);
  return [...file.notices, ...(far ? [far] : [])];
}

export function gisPreviewOf(file: GisFile, content: LayerContent, state: PlanState) {
  const headers = file.propertyNames;
  const frame = file.placement.frame;
  return {
    format: 'geojson' as const,
    contenu: content,
    projection: file.projection === 'WGS84' ? 'WGS 84 (EPSG:4326)' : 'Lambert-93 (EPSG:2154)',
    entites: file.features.length,
    colonnes: headers.map((entete, index) => ({
      index,
      entete,
      exemples: file.features.slice(0, 3).map((f) => (f.properties[entete] === null || f.properties[entete] === undefined ? '' : String(f.properties[entete]))),
    })),
    correspondance: content === 'carres' ? carreMapping(headers, file.features) : gisMapping(headers, file.features),
    champs: fields(content),
    plan: { largeur: frame?.width ?? state.input.width ?? 0, hauteur: frame?.height ?? state.input.height ?? 0 },
    avertissements: warningsOf(file, state),
  };
}

export interface GisLayerPlan {
  lines: DryRunLine[];
  envelopes: ImportEnvelope[];
  counts: ImportCounts & { formesPlacees?: number; formesRecalculees?: number; formesEffacees?: number; carresDessines?: number };
  /** The layer's status values and their reading (none for a carré layer). */
  etats: StateUse[];
  /**
   * What happens to the plan, for the dry run and the answer; `aConfirmer` when something is lost (outlines removed,
   * the town's drawing replaced): the screen asks the user to confirm before importing.
   */
  plan: { effet: PlacementMode; largeur: number; hauteur: number; details: string[]; aConfirmer: boolean };
  avertissements: string[];
  /** Shapes drawn besides the plots, when the plan is drawn again. */
  decor: DecorShape[];
  /** The frame to draw in; null when the town's drawing is kept. */
  frame: GisFrame | null;
  controlPoints: ControlPoint[] | null;
}

/** Splits the placed rings back into each feature's parts (a carré layer lays every part of every feature). */
function partsOf(file: GisFile): Ring[][] {
  const out: Ring[][] = [];
  let at = 0;
  for (const f of file.features) {
    out.push(file.placement.rings.slice(at, at + f.parts.length));
    at += f.parts.length;
  }
  return out;
}

/** The dry run and the mutations of a layer, from the cemetery's rows (the same for the dry run and the import). */
export function gisPlanOf(
  file: GisFile,
  content: LayerContent,
  mapping: ImportMapping,
  existing: ExistingRows,
  communes: readonly string[],
  state: PlanState,
  context: PlanContext = {},
): GisLayerPlan {
  const placement = file.placement;
  const effect: GisPlacementEffect = { ...placement, keepsFrame: placement.mode === 'cadre conservé' || placement.mode === 'dessin conservé' };
  const size = { largeur: placement.frame?.width ?? state.input.width ?? 0, hauteur: placement.frame?.height ?? state.input.height ?? 0 };
  const common = { frame: placement.frame, controlPoints: placement.controlPoints, avertissements: warningsOf(file, state) };
  if (content === 'emplacements') {
    const plan = planGisImport(
      file.features, placement.rings, file.propertyNames, mapping, existing,
      { communes, newId: randomUUID, ...(context.today ? { today: context.today } : {}) }, effect, context.states ? { states: context.states } : {},
    );
    const unnamed = new Set(plan.unnamed);
    const decor = mergeDecor(placement.decor, file.features.flatMap((f, i) => (unnamed.has(f.index) ? [{ kind: 'autre' as const, nom: null, ring: placement.rings[i]! }] : [])));
    const details = placementNotices(placement, plan.redrawn, 'emplacements');
    const aConfirmer = plan.counts.formesEffacees > 0 || placement.offDrawing > 0;
    return { lines: plan.lines, envelopes: plan.envelopes, counts: plan.counts, etats: plan.etats, plan: { effet: placement.mode, ...size, details, aConfirmer }, decor, ...common };
  }
  const property = carreProperty(file.propertyNames, mapping);
  if (!property) throw badRequest(MSG_CARRE_MAPPING);
  const plots = existing.emplacements
    .filter((row) => !row.deletedAt)
    .map((row) => {
      const text = (v: unknown) => (typeof v === 'string' ? v : null);
      const outline = placement.moved.get(String(row.id))?.[0] ?? outerRings(row.geometry)?.[0] ?? null;
      return { id: String(row.id), carre: text(row.carre), allee: text(row.allee), numero: text(row.numero), outline };
    });
  const plan = planCarreLayer(file.features, partsOf(file), property, plots, randomUUID);
  // The plots' outlines in the redrawn plan (carrés never replace a plan without georeference: no outline is lost).
  const envelopes = [...plan.envelopes];
  let recalculees = 0;
  for (const [id, rings] of placement.moved) {
    envelopes.push({ id: randomUUID(), name: 'emplacement.setGeometry', args: { id, geometry: { type: 'Polygon', coordinates: rings } }, line: 0 });
    recalculees += 1;
  }
  const drawn = placement.frame ? plan.decor : [];
  return {
    lines: plan.lines,
    envelopes,
    counts: { ...plan.counts, carresDessines: drawn.length, formesRecalculees: recalculees },
    etats: [],
    plan: { effet: placement.mode, ...size, details: placementNotices(placement, new Set(), 'carres'), aConfirmer: false },
    decor: mergeDecor(placement.decor, drawn),
    ...common,
  };
}

/** Every plot's outline after the import: what the new drawing shows. */
export const plotOutlinesAfter = (existing: ExistingRows, envelopes: readonly ImportEnvelope[]) => outlinesAfter(existing.emplacements, envelopes);

/** The espace row's fields the placement read, fresh, for the fingerprint check before the write. */
export async function espacePlanFields(db: Db, espaceId: string) {
  const [row] = await db
    .select({ mapSha256: espaces.mapSha256, mapWidth: espaces.mapWidth, mapHeight: espaces.mapHeight, controlPoints: espaces.controlPoints })
    .from(espaces)
    .where(eq(espaces.id, espaceId));
  return row ?? null;
}
