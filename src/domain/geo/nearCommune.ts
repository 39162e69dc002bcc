import { departementOfPostalCode } from './departements';
import { distanceMetres, kilometres } from './france';

/**
 * Whether a GIS layer lies near the commune it is imported for (issue 26): a layer in France may still be
 * another town's (a contractor's file sent to the wrong mairie, a neighbouring cemetery). The dry run warns
 * when its shapes' centre lies farther than a threshold from the best place the product knows for the cemetery;
 * it never refuses on this alone (a wrong postal code or a rough position must not block an import).
 *
 * The place, best first, and its threshold:
 * - the cemetery's georeferenced plan (its centre on the ground): 2 km. A cemetery spans a few hundred metres
 *   (the largest French ones, Thiais or Père-Lachaise, about 1.5 km); shapes 2 km from its plan are another place.
 * - the cemetery's own latitude and longitude (its record, the plan's default view, spec 001 §2): 50 km. A commune
 *   is at most about 40 km across in metropolitan France (Arles, the largest); the recorded position may be the
 *   town's centre or typed roughly.
 * - the préfecture of the département of the town hall's postal code (departements.ts): 200 km, 450 km for
 *   Guyane. No commune of metropolitan France lies more than about 140 km from its préfecture (Charente-Maritime,
 *   from La Rochelle to the Gironde border; Haute-Garonne, Toulouse to Luchon, 115 km), and some postal codes
 *   belong to the neighbouring département; Guyane's southern border is 400 km from Cayenne.
 */
export interface CommuneReference {
  lonLat: [number, number];
  /** 'du plan actuel du cimetière', 'de Quimper, préfecture du Finistère (code postal 29600)'. */
  label: string;
  thresholdMetres: number;
}

export const NEAR_PLAN_METRES = 2_000;
export const NEAR_CEMETERY_METRES = 50_000;
export const NEAR_PREFECTURE_METRES = 200_000;
export const NEAR_PREFECTURE_GUYANE_METRES = 450_000;

export interface CemeteryWhereabouts {
  /** The georeferenced plan's centre on the ground, when the plan is georeferenced. */
  planCentre: [number, number] | null;
  latitude: string | number | null;
  longitude: string | number | null;
  /** The cemetery's postal code, then its town hall's. */
  codesPostaux: ReadonlyArray<string | null>;
}

const coordinate = (v: string | number | null, limit: number): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit && n !== 0 ? n : null;
};

/** The best place known for the cemetery, or null when the product knows none. */
export function communeReference(where: CemeteryWhereabouts): CommuneReference | null {
  if (where.planCentre) return { lonLat: where.planCentre, label: 'du plan actuel du cimetière, calé sur le terrain', thresholdMetres: NEAR_PLAN_METRES };
  const lat = coordinate(where.latitude, 90);
  const lon = coordinate(where.longitude, 180);
  if (lat !== null && lon !== null) return { lonLat: [lon, lat], label: 'de la position enregistrée du cimetière', thresholdMetres: NEAR_CEMETERY_METRES };
  for (const code of where.codesPostaux) {
    const dep = departementOfPostalCode(code);
    if (!dep) continue;
    return {
      lonLat: [dep.lon, dep.lat],
      label: `de ${dep.prefecture}, préfecture ${dep.de} (code postal ${code?.trim()})`,
      thresholdMetres: dep.code === '973' ? NEAR_PREFECTURE_GUYANE_METRES : NEAR_PREFECTURE_METRES,
    };
  }
  return null;
}

/** The dry run's warning when the shapes' centre lies beyond the reference's threshold, else null. */
export function farFromCommuneWarning(shapesCentre: readonly [number, number], reference: CommuneReference | null): string | null {
  if (!reference) return null;
  const metres = distanceMetres(shapesCentre, reference.lonLat);
  if (metres <= reference.thresholdMetres) return null;
  return `Les polygones du fichier sont à ${kilometres(metres)} ${reference.label} : vérifiez que cette couche est bien celle de ce cimetière avant d’importer.`;
}
