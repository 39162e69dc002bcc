import type { ControlPoint } from '../../src/domain/geo/affine';

const METRES_PER_DEGREE = 111_320;

/**
 * Four control points at the corners of a plan of `width` × `height` pixels, centred on a real place:
 * `metresPerPixel` gives the scale and `bearing` (degrees, clockwise) how the plan's up turns from north,
 * as a surveyed cemetery rarely lies square to the meridian.
 */
export function cornerControlPoints(
  width: number,
  height: number,
  centre: { lon: number; lat: number },
  metresPerPixel: number,
  bearing: number,
): ControlPoint[] {
  const theta = (bearing * Math.PI) / 180;
  const cosLat = Math.cos((centre.lat * Math.PI) / 180);
  const round = (v: number) => Math.round(v * 1e7) / 1e7;
  const corners: Array<[number, number]> = [[0, 0], [width, 0], [width, height], [0, height]];
  return corners.map(([x, y]) => {
    // Plan y runs down, north runs up.
    const east = (x - width / 2) * metresPerPixel;
    const north = -(y - height / 2) * metresPerPixel;
    const e = east * Math.cos(theta) + north * Math.sin(theta);
    const n = -east * Math.sin(theta) + north * Math.cos(theta);
    return { px: [x, y], lonLat: [round(centre.lon + e / (METRES_PER_DEGREE * cosLat)), round(centre.lat + n / METRES_PER_DEGREE)] };
  });
}
