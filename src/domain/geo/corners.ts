import type { ControlPoint } from './affine';

/** A corner of the plan on the ground, as GET /ESpaces/coordonnees gives it (spec 001 §7: NO, NE, SO, SE). */
export interface GroundCorner {
  lat: number;
  lon: number;
}
export type PlanCorners = Record<'NO' | 'NE' | 'SO' | 'SE', GroundCorner>;

const ORDER = ['NO', 'NE', 'SE', 'SO'] as const;

function validCorner(c: GroundCorner | undefined): c is GroundCorner {
  return !!c && Number.isFinite(c.lat) && Number.isFinite(c.lon) && Math.abs(c.lat) <= 90 && Math.abs(c.lon) <= 180;
}

/**
 * The four corners of a plan as control points (issue 4: 'accepted as four such points'): the image's pixel
 * corners, y down (NO top left, NE top right, SE bottom right, SO bottom left), matched with their latitude
 * and longitude; `fitGeoreference` then fits them like any other points, so a plan whose corners were not
 * surveyed as a true rectangle shows it in its residuals. The espace row has no such fields today (only
 * `controlPoints`): this is for corners typed or imported from the former API.
 */
export function controlPointsFromCorners(corners: Partial<PlanCorners>, width: number, height: number): ControlPoint[] | { error: string } {
  if (!(width > 0) || !(height > 0)) return { error: 'La taille du plan est inconnue : importez d’abord le plan SVG.' };
  const pixel: Record<(typeof ORDER)[number], [number, number]> = { NO: [0, 0], NE: [width, 0], SE: [width, height], SO: [0, height] };
  const points: ControlPoint[] = [];
  for (const name of ORDER) {
    const c = corners[name];
    if (!validCorner(c)) return { error: `Le coin ${name} n’a pas de latitude et de longitude valides.` };
    points.push({ px: pixel[name], lonLat: [c.lon, c.lat] });
  }
  return points;
}
