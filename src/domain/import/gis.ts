import type { GisFeature } from '../geo/geojson';
import type { ImportMapping } from './fields';
import { guessMapping } from './headers';
import { planRegisterImport, type DryRunLine, type ExistingRows, type ImportCounts, type ImportEnvelope, type PlanOptions } from './plan';
import { readRegisterLines, type Cell, type RegisterLine } from './rows';
import { plotPartKey } from './text';

/**
 * The plots of a GIS plan (issue 16): each polygon's attributes are read like a register line through the
 * mapping guessed from the property names (src/domain/import/headers.ts), planned by the register import's own
 * rules (plan.ts: a plot found by carré, allée and numéro or created, its concession and deceased completed),
 * and its outline, in plan pixels, becomes the plot's shape. A polygon that names no plot, or a plot already
 * drawn by an earlier polygon of the file, is refused with its reason; what already matches changes nothing.
 */
export interface GisCounts extends ImportCounts {
  formesPlacees: number;
}

export interface GisImportPlan {
  lines: DryRunLine[];
  envelopes: ImportEnvelope[];
  counts: GisCounts;
}

export const MSG_NO_PLOT = 'Ce polygone ne désigne pas d’emplacement (numéro manquant) : il n’est pas importé.';
export const MSG_DRAWN_TWICE = 'Cet emplacement est déjà dessiné par un polygone précédent du fichier : polygone ignoré.';

export const gisMapping = (propertyNames: readonly string[]): ImportMapping => guessMapping(propertyNames);

const keyOf = (p: Readonly<Record<string, unknown>>) =>
  [p.carre, p.allee, p.numero].map((v) => plotPartKey(typeof v === 'string' ? v : v === null || v === undefined ? null : String(v))).join('|');

/** One feature's line, alone: a polygon never continues the plot of the one before it as a register line may. */
function lineOf(feature: GisFeature, propertyNames: readonly string[], mapping: ImportMapping): RegisterLine | null {
  const row: Cell[] = propertyNames.map((name) => feature.properties[name] ?? null);
  const [line] = readRegisterLines([row], mapping, 0);
  return line ? { ...line, line: feature.index } : null;
}

export function planGisImport(
  features: readonly GisFeature[],
  rings: ReadonlyArray<ReadonlyArray<[number, number]>>,
  propertyNames: readonly string[],
  mapping: ImportMapping,
  existing: ExistingRows,
  options: PlanOptions,
): GisImportPlan {
  const lines: RegisterLine[] = [];
  const ringOfLine = new Map<number, ReadonlyArray<[number, number]>>();
  const early: DryRunLine[] = [];
  const seen = new Set<string>();
  features.forEach((feature, i) => {
    const line = lineOf(feature, propertyNames, mapping);
    if (!line || line.plot.numero === null) {
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
  const counts: GisCounts = { ...plan.counts, lignesRefusees: plan.counts.lignesRefusees + early.length, formesPlacees: 0 };

  // The plot each accepted line names: created by this plan, or found among the cemetery's.
  const plotByKey = new Map<string, { id: string; geometry: unknown; create?: ImportEnvelope }>();
  for (const row of existing.emplacements) if (!row.deletedAt) plotByKey.set(keyOf(row), { id: String(row.id), geometry: row.geometry ?? null });
  for (const e of plan.envelopes) if (e.name === 'emplacement.create') plotByKey.set(keyOf(e.args), { id: String(e.args.id), geometry: null, create: e });

  const envelopes = [...plan.envelopes];
  const byLine = new Map(lines.map((l) => [l.line, l]));
  const out = plan.lines.map((dry) => {
    const line = byLine.get(dry.line);
    const ring = ringOfLine.get(dry.line);
    if (dry.status === 'refusé' || !line || !ring) return dry;
    const plot = plotByKey.get(keyOf(line.plot));
    if (!plot) return dry;
    const geometry = { type: 'Polygon', coordinates: [ring.map(([x, y]) => [x, y])] };
    if (plot.create) {
      plot.create.args.geometry = geometry;
      // Its args changed after the plan validated them: they must be validated again.
      delete plot.create.prepared;
      counts.formesPlacees += 1;
      return { ...dry, details: [...dry.details, 'Forme placée sur le plan.'] };
    }
    if (sameOutline(plot.geometry, geometry.coordinates)) return dry;
    envelopes.push({ id: options.newId(), name: 'emplacement.setGeometry', args: { id: plot.id, geometry }, line: dry.line });
    counts.formesPlacees += 1;
    if (dry.status === 'inchangé') {
      counts.lignesInchangees -= 1;
      return { ...dry, status: 'mis à jour' as const, details: ['Forme placée sur le plan.'] };
    }
    return { ...dry, details: [...dry.details, 'Forme placée sur le plan.'] };
  });
  const all = [...out, ...early].sort((a, b) => a.line - b.line);
  return { lines: all, envelopes, counts };
}

/** Compares coordinates only: a JSON column may give the geometry's keys back in another order. */
function sameOutline(geometry: unknown, coordinates: unknown): boolean {
  const stored = geometry && typeof geometry === 'object' ? (geometry as { coordinates?: unknown }).coordinates : undefined;
  return stored !== undefined && JSON.stringify(stored) === JSON.stringify(coordinates);
}
