import { fitGeoreference, lonLatToPlan, type Affine, type ControlPoint } from '../geo/affine';

/** plan pixel = [a·lon + b·lat + c, d·lon + e·lat + f]: the portal's 'Me guider' in a few multiplications (the affine shape, other units). */
export type LonLatToPlan = Affine;

/** Half the side, in degrees, of the square around the cemetery where the linear map is taken (about 100 m). */
const SPAN = 0.001;

/**
 * The plan's georeferencing (src/domain/geo/affine.ts, Lambert-93) taken as a linear map from GPS longitude and
 * latitude to plan pixels around the cemetery (issue 30, 'Me guider'): the visitor's phone runs a few lines of
 * script, not a map projection. At a cemetery's size (a few hundred metres) the projection is linear to well
 * under a centimetre. Null when the plan is not georeferenced (fewer than three points, or points in a line).
 */
export function planMapOf(points: readonly ControlPoint[] | null): LonLatToPlan | null {
  if (!points || points.length < 3) return null;
  const fit = fitGeoreference(points);
  if ('error' in fit) return null;
  const lon0 = points.reduce((s, p) => s + p.lonLat[0], 0) / points.length;
  const lat0 = points.reduce((s, p) => s + p.lonLat[1], 0) / points.length;
  const [x0, y0] = lonLatToPlan(fit.transform, [lon0, lat0]);
  const [x1, y1] = lonLatToPlan(fit.transform, [lon0 + SPAN, lat0]);
  const [x2, y2] = lonLatToPlan(fit.transform, [lon0, lat0 + SPAN]);
  const a = (x1 - x0) / SPAN;
  const b = (x2 - x0) / SPAN;
  const d = (y1 - y0) / SPAN;
  const e = (y2 - y0) / SPAN;
  const map = { a, b, c: x0 - a * lon0 - b * lat0, d, e, f: y0 - d * lon0 - e * lat0 };
  return Object.values(map).every(Number.isFinite) ? map : null;
}
