import type { PlanPolygon } from '../entities/emplacement';
import type { GisFeature } from '../geo/geojson';
import type { DecorShape } from '../geo/gisDrawing';
import type { Ring } from '../geo/gisLayout';
import { listPlots } from '../geo/placementNotices';
import { pointInPolygon, polygonCentroid } from '../plan/geometry';
import { plotLabelParts } from '../rules/labels';
import type { ImportMapping } from './fields';
import type { DryRunLine, ImportCounts, ImportEnvelope } from './plan';
import { cleanText, plotPartKey } from './text';

/**
 * A carré layer (issue 26 'Carrés'): one polygon per carré with its name in an attribute. It sets the carré of
 * every plot of the cemetery whose outline's centre falls inside one of its polygons (area-weighted centre and
 * even-odd rule, src/domain/plan/geometry.ts), in plan pixels once the layer is laid on the plan (gisPlacement.ts).
 * The dry run gives one line per carré polygon: the plots it holds, and each plot whose carré changes, old → new.
 * Nothing is guessed: a plot inside two carrés of different names, or whose new carré would give it the carré,
 * allée and numéro of another plot, keeps its carré and the line says why. A polygon without a name is refused.
 */
export interface CarreCounts extends ImportCounts {
  /** Carré outlines drawn on the plan. */
  carresDessines: number;
}

export interface CarrePlan {
  lines: DryRunLine[];
  envelopes: ImportEnvelope[];
  counts: CarreCounts;
  decor: DecorShape[];
}

export interface PlotOnPlan {
  id: string;
  carre: string | null;
  allee: string | null;
  numero: string | null;
  /** Its outline after the import, in plan pixels (outer ring); null when it is not drawn. */
  outline: Ring | null;
}

export const MSG_CARRE_NO_NAME = 'Ce polygone ne porte pas de nom de carré : il n’est pas importé.';
export const MSG_CARRE_EMPTY = 'Aucun emplacement dessiné sur le plan dans ce carré.';
export const MSG_CARRE_MAPPING = 'Choisissez l’attribut qui porte le nom du carré (champ « Carré »).';

/** As the register's dry run names a plot ('Carré A · Allée 2 · N° 12', plan.ts). */
export const plotLabel = (p: Pick<PlotOnPlan, 'carre' | 'allee' | 'numero'>) => plotLabelParts(p).join(' · ') || 'Emplacement sans numéro';

/** The property the mapping sends to 'carre', or null: a carré layer needs nothing else. */
export function carreProperty(propertyNames: readonly string[], mapping: ImportMapping): string | null {
  const i = mapping.findIndex((field) => field === 'carre');
  return i >= 0 ? (propertyNames[i] ?? null) : null;
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
const boxOfRing = (ring: Ring): Box => ({
  minX: Math.min(...ring.map((p) => p[0])),
  minY: Math.min(...ring.map((p) => p[1])),
  maxX: Math.max(...ring.map((p) => p[0])),
  maxY: Math.max(...ring.map((p) => p[1])),
});
const inBox = (b: Box, [x, y]: readonly [number, number]) => x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY;

/**
 * @param parts each feature's polygons (its parts) in plan pixels, in the features' order.
 * @param newId ids of the mutations.
 */
export function planCarreLayer(
  features: readonly GisFeature[],
  parts: ReadonlyArray<readonly Ring[]>,
  property: string,
  plots: readonly PlotOnPlan[],
  newId: () => string,
): CarrePlan {
  const counts: CarreCounts = {
    emplacementsCrees: 0, emplacementsMisAJour: 0, concessionsCreees: 0, concessionsMisesAJour: 0, concessionnairesAjoutes: 0,
    defuntsCrees: 0, defuntsMisAJour: 0, lignesRefusees: 0, lignesInchangees: 0, lignesPartielles: 0, carresDessines: 0,
  };
  const carres = features.map((f, i) => {
    const value = f.properties[property];
    const nom = cleanText(typeof value === 'number' ? String(value) : value ?? null)?.slice(0, 100) ?? null;
    const polygons = (parts[i] ?? []).map((ring) => ({ polygon: { type: 'Polygon', coordinates: [ring] } as PlanPolygon, box: boxOfRing(ring) }));
    return { feature: f, nom, polygons };
  });

  // Each drawn plot's carrés: the named polygons holding its centre.
  const holders = new Map<string, number[]>();
  for (const plot of plots) {
    if (!plot.outline) continue;
    const centre = polygonCentroid({ type: 'Polygon', coordinates: [plot.outline] });
    if (!centre) continue;
    const inside = carres.flatMap((c, i) => (c.nom && c.polygons.some((p) => inBox(p.box, centre) && pointInPolygon(centre, p.polygon)) ? [i] : []));
    if (inside.length > 0) holders.set(plot.id, inside);
  }

  // A plot's carré, allée and numéro stay unique: the keys of the plots as they will be.
  const keyOf = (carre: string | null, p: PlotOnPlan) => [plotPartKey(carre), plotPartKey(p.allee), plotPartKey(p.numero)].join('|');
  const taken = new Map<string, string>();
  for (const p of plots) taken.set(keyOf(p.carre, p), p.id);

  const envelopes: ImportEnvelope[] = [];
  const lines = carres.map((c, i): DryRunLine => {
    const line = c.feature.index;
    if (!c.nom) {
      counts.lignesRefusees += 1;
      return { line, status: 'refusé', plot: '', details: [MSG_CARRE_NO_NAME], warnings: [] };
    }
    const inside = plots.filter((p) => holders.get(p.id)?.includes(i)).sort((a, b) => plotLabel(a).localeCompare(plotLabel(b), 'fr', { numeric: true }));
    const details: string[] = [];
    const warnings: string[] = [];
    const changes: string[] = [];
    for (const plot of inside) {
      const names = [...new Set(holders.get(plot.id)!.map((j) => carres[j]!.nom!))];
      if (new Set(names.map((n) => plotPartKey(n))).size > 1) {
        warnings.push(`${plotLabel(plot)} est dans plusieurs carrés du fichier (${names.join(', ')}) : son carré n’est pas modifié.`);
        continue;
      }
      if (plotPartKey(plot.carre) === plotPartKey(c.nom)) continue;
      // Only the first polygon of a carré holding the plot writes it; the others list it.
      if (holders.get(plot.id)![0] !== i) continue;
      const key = keyOf(c.nom, plot);
      const other = taken.get(key);
      if (other && other !== plot.id) {
        warnings.push(`${plotLabel(plot)} : un emplacement ${plotLabel({ ...plot, carre: c.nom })} existe déjà, son carré n’est pas modifié.`);
        continue;
      }
      taken.delete(keyOf(plot.carre, plot));
      taken.set(key, plot.id);
      envelopes.push({ id: newId(), name: 'emplacement.update', args: { id: plot.id, carre: c.nom }, line });
      changes.push(plot.carre ? `Carré modifié : ${plotLabel(plot)} : ${plot.carre} → ${c.nom}.` : `Carré renseigné : ${plotLabel(plot)} → ${c.nom}.`);
      counts.emplacementsMisAJour += 1;
    }
    details.push(inside.length === 0 ? MSG_CARRE_EMPTY : `${inside.length} emplacement(s) dans ce carré : ${listPlots(inside.map((p) => ({ label: plotLabel(p) })))}.`);
    details.push(...changes);
    if (warnings.length > 0) counts.lignesPartielles += 1;
    if (changes.length === 0) counts.lignesInchangees += 1;
    return { line, status: changes.length > 0 ? 'mis à jour' : 'inchangé', plot: `Carré ${c.nom}`, details, warnings };
  });

  const decor: DecorShape[] = carres.flatMap((c, i) => (c.nom ? (parts[i] ?? []).map((ring) => ({ kind: 'carre' as const, nom: c.nom, ring })) : []));
  return { lines, envelopes, counts, decor };
}
