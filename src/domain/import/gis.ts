import type { GisFeature } from '../geo/geojson';
import type { Ring } from '../geo/gisLayout';
import type { Placement } from '../geo/gisPlacement';
import type { PlanPolygon } from '../entities/emplacement';
import { polygonCentroid } from '../plan/geometry';
import type { ImportMapping } from './fields';
import { guessMapping } from './headers';
import { planRegisterImport, type DryRunLine, type ExistingRows, type ImportCounts, type ImportEnvelope, type PlanOptions, type StateUse } from './plan';
import { readRegisterLines, type Cell, type ReadOptions, type RegisterLine } from './rows';
import { plotPartKey } from './text';

/**
 * The plots of a GIS plan (issues 16 and 26): each polygon's attributes are read like a register line through the
 * mapping guessed from the property names (src/domain/import/headers.ts), planned by the register import's own
 * rules (plan.ts: a plot found by carré, allée and numéro or created, its concession and deceased completed),
 * and its outline, in plan pixels, becomes the plot's shape. A polygon that names no plot, or a plot already
 * drawn by an earlier polygon of the file, is refused with its reason; what already matches changes nothing.
 *
 * The layer is laid on the cemetery's plan (src/domain/geo/gisPlacement.ts): when that redraws the plan, every
 * plot already drawn and not in the file gets its outline again in the new plan, at the same place on the ground
 * (emplacement.setGeometry); when the plan is replaced without a georeference, their outlines are removed rather
 * than left in the wrong place. A plot of the file already drawn elsewhere takes the file's outline, and its line
 * says how far it moves on the ground.
 */
export interface GisCounts extends ImportCounts {
  formesPlacees: number;
  /** Plots already drawn whose outline is set again in the redrawn plan, at the same place on the ground. */
  formesRecalculees: number;
  /** Plots already drawn whose outline is removed: the plan is replaced and was not georeferenced. */
  formesEffacees: number;
}

export interface GisImportPlan {
  lines: DryRunLine[];
  envelopes: ImportEnvelope[];
  counts: GisCounts;
  /** Ids of the plots already drawn that the file draws again. */
  redrawn: Set<string>;
  /** Ranks (GisFeature.index) of the polygons that name no plot: drawn on the plan as they are (paths, buildings). */
  unnamed: number[];
  /** The layer's status values and how they are read (plan.ts), for the dry run's table. */
  etats: StateUse[];
}

export const MSG_NO_PLOT = 'Ce polygone ne désigne pas d’emplacement (numéro manquant) : il n’est pas importé.';
export const MSG_DRAWN_TWICE = 'Cet emplacement est déjà dessiné par un polygone précédent du fichier : polygone ignoré.';
export const MSG_SHAPE_PLACED = 'Forme placée sur le plan.';

/** Only what the plan needs from the placement of the layer on the cemetery's plan. */
export type GisPlacementEffect = Pick<Placement, 'moved' | 'cleared' | 'metresPerPixel' | 'frame'> & { keepsFrame: boolean };

/**
 * The mapping proposed for a layer: from its attribute names, corrected by the values of its first features
 * (headers.ts: a column of file paths is never proposed as names, issue 26's 'bogus people').
 */
export function gisMapping(propertyNames: readonly string[], features: ReadonlyArray<Pick<GisFeature, 'properties'>> = []): ImportMapping {
  const sample = features.slice(0, 200);
  const values: Cell[][] = propertyNames.map((name) => sample.map((f) => f.properties[name] ?? null));
  return guessMapping(propertyNames, sample.length > 0 ? values : undefined);
}

const keyOf = (p: Readonly<Record<string, unknown>>) =>
  [p.carre, p.allee, p.numero].map((v) => plotPartKey(typeof v === 'string' ? v : v === null || v === undefined ? null : String(v))).join('|');

/** One feature's line, alone: a polygon never continues the plot of the one before it as a register line may. */
function lineOf(feature: GisFeature, propertyNames: readonly string[], mapping: ImportMapping, read: ReadOptions): RegisterLine | null {
  const row: Cell[] = propertyNames.map((name) => feature.properties[name] ?? null);
  const [line] = readRegisterLines([row], mapping, 0, read);
  return line ? { ...line, line: feature.index } : null;
}

const polygonOf = (rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>): PlanPolygon => ({ type: 'Polygon', coordinates: rings.map((r) => r.map(([x, y]) => [x, y] as [number, number])) });
const ringsOf = (geometry: unknown): Ring[] | null => {
  const coordinates = geometry && typeof geometry === 'object' ? (geometry as { coordinates?: unknown }).coordinates : undefined;
  return Array.isArray(coordinates) && coordinates.length > 0 ? (coordinates as Ring[]) : null;
};

export function planGisImport(
  features: readonly GisFeature[],
  rings: ReadonlyArray<ReadonlyArray<[number, number]>>,
  propertyNames: readonly string[],
  mapping: ImportMapping,
  existing: ExistingRows,
  options: PlanOptions,
  placement: GisPlacementEffect,
  read: ReadOptions = {},
): GisImportPlan {
  const lines: RegisterLine[] = [];
  const ringOfLine = new Map<number, ReadonlyArray<[number, number]>>();
  const early: DryRunLine[] = [];
  const unnamed: number[] = [];
  const seen = new Set<string>();
  features.forEach((feature, i) => {
    const line = lineOf(feature, propertyNames, mapping, read);
    if (!line || line.plot.numero === null) {
      unnamed.push(feature.index);
      early.push({ line: feature.index, status: 'refusé', plot: '', details: [MSG_NO_PLOT], warnings: [] });
      return;
    }
    const key = keyOf(line.plot);
    if (seen.has(key)) {
      early.push({ line: feature.index, status: 'refusé', plot: '', details: [MSG_DRAWN_TWICE], warnings: [] });
      return;
    }
    seen.add(key);
    lines.push(line);
    ringOfLine.set(feature.index, rings[i]!);
  });
  const plan = planRegisterImport(lines, existing, options);
  const counts: GisCounts = { ...plan.counts, lignesRefusees: plan.counts.lignesRefusees + early.length, formesPlacees: 0, formesRecalculees: 0, formesEffacees: 0 };

  // The plot each accepted line names: created by this plan, or found among the cemetery's.
  const plotByKey = new Map<string, { id: string; geometry: unknown; create?: ImportEnvelope }>();
  for (const row of existing.emplacements) if (!row.deletedAt) plotByKey.set(keyOf(row), { id: String(row.id), geometry: row.geometry ?? null });
  for (const e of plan.envelopes) if (e.name === 'emplacement.create') plotByKey.set(keyOf(e.args), { id: String(e.args.id), geometry: null, create: e });

  const envelopes = [...plan.envelopes];
  const redrawn = new Set<string>();
  const cleared = new Set(placement.cleared.map((p) => p.id));
  const byLine = new Map(lines.map((l) => [l.line, l]));
  const out = plan.lines.map((dry) => {
    const line = byLine.get(dry.line);
    const ring = ringOfLine.get(dry.line);
    if (dry.status === 'refusé' || !line || !ring) return dry;
    const plot = plotByKey.get(keyOf(line.plot));
    if (!plot) return dry;
    const geometry = polygonOf([ring]);
    if (plot.create) {
      plot.create.args.geometry = geometry;
      // Its args changed after the plan validated them: they must be validated again.
      delete plot.create.prepared;
      counts.formesPlacees += 1;
      return { ...dry, details: [...dry.details, MSG_SHAPE_PLACED] };
    }
    redrawn.add(plot.id);
    if (sameOutline(plot.geometry, geometry.coordinates)) return dry;
    envelopes.push({ id: options.newId(), name: 'emplacement.setGeometry', args: { id: plot.id, geometry }, line: dry.line });
    counts.formesPlacees += 1;
    const details = [MSG_SHAPE_PLACED, ...movedDetail(plot.id, plot.geometry, ring, placement, cleared)];
    if (dry.status === 'inchangé') {
      counts.lignesInchangees -= 1;
      return { ...dry, status: 'mis à jour' as const, details };
    }
    return { ...dry, details: [...dry.details, ...details] };
  });

  // The plots already drawn that the file does not draw: set again in the new plan, or their outline removed.
  const storedGeometry = new Map(existing.emplacements.map((row) => [String(row.id), row.geometry]));
  for (const [id, moved] of placement.moved) {
    if (redrawn.has(id)) continue;
    if (sameOutline(storedGeometry.get(id), moved)) continue;
    envelopes.push({ id: options.newId(), name: 'emplacement.setGeometry', args: { id, geometry: polygonOf(moved) }, line: 0 });
    counts.formesRecalculees += 1;
  }
  for (const plot of placement.cleared) {
    if (redrawn.has(plot.id)) continue;
    envelopes.push({ id: options.newId(), name: 'emplacement.setGeometry', args: { id: plot.id, geometry: null }, line: 0 });
    counts.formesEffacees += 1;
  }
  const all = [...out, ...early].sort((a, b) => a.line - b.line);
  return { lines: all, envelopes, counts, redrawn, unnamed, etats: plan.etats };
}

/** 'Contour déplacé de 12 m sur le terrain…' when a plot already drawn takes a new outline elsewhere. */
function movedDetail(id: string, stored: unknown, ring: ReadonlyArray<readonly [number, number]>, placement: GisPlacementEffect, cleared: ReadonlySet<string>): string[] {
  if (cleared.has(id)) return ['Son ancien contour, sur un plan qui n’était pas calé, est remplacé.'];
  const before = placement.moved.get(id) ?? (placement.keepsFrame ? ringsOf(stored) : null);
  if (!before || placement.metresPerPixel === null) return [];
  const a = polygonCentroid(polygonOf(before));
  const b = polygonCentroid(polygonOf([ring]));
  if (!a || !b) return [];
  const metres = Math.hypot(a[0] - b[0], a[1] - b[1]) * placement.metresPerPixel;
  return metres > 0.5 ? [`Contour déplacé de ${(Math.round(metres * 10) / 10).toString().replace('.', ',')} m sur le terrain, là où le fichier le dessine.`] : [];
}

/** Below this, two outlines are the same: a plot taken to the ground and back moves by a thousandth of a pixel. */
const SAME_OUTLINE_PX = 0.05;

/**
 * Compares coordinates only (a JSON column may give the geometry's keys back in another order), to a twentieth of a
 * pixel (5 mm at the plan's 10 pixels a metre): the same file imported again after the plan was extended finds
 * its plots where the extension put them, and writes nothing.
 */
function sameOutline(geometry: unknown, coordinates: unknown): boolean {
  const stored = geometry && typeof geometry === 'object' ? (geometry as { coordinates?: unknown }).coordinates : undefined;
  if (!Array.isArray(stored) || !Array.isArray(coordinates) || stored.length !== coordinates.length) return false;
  return stored.every((ring, i) => {
    const other = coordinates[i] as unknown;
    return (
      Array.isArray(ring) &&
      Array.isArray(other) &&
      ring.length === other.length &&
      ring.every((p, j) => {
        const q = other[j] as unknown;
        return Array.isArray(p) && Array.isArray(q) && Math.abs(Number(p[0]) - Number(q[0])) <= SAME_OUTLINE_PX && Math.abs(Number(p[1]) - Number(q[1])) <= SAME_OUTLINE_PX;
      })
    );
  });
}

/**
 * Every plot's outline once the import is written (outer rings, plan pixels): the stored ones, with the plan's
 * geometry writes applied. The drawing of a GIS plan is made of them (gisDrawing.ts).
 */
export function outlinesAfter(emplacements: readonly Record<string, unknown>[], envelopes: readonly ImportEnvelope[]): Ring[] {
  const byId = new Map<string, Ring[] | null>();
  for (const row of emplacements) if (!row.deletedAt) byId.set(String(row.id), ringsOf(row.geometry));
  for (const e of envelopes) {
    if (e.name === 'emplacement.create' || e.name === 'emplacement.setGeometry') byId.set(String(e.args.id), ringsOf(e.args.geometry));
  }
  return [...byId.values()].flatMap((rings) => (rings && rings[0] ? [rings[0]] : []));
}
