/**
 * Lambert-93 (EPSG:2154), the French metric projection, on the GRS80 ellipsoid: Lambert conformal conic
 * with two standard parallels (44° and 49° N), origin 46.5° N 3° E, false easting 700 000 m, false
 * northing 6 600 000 m. GPS coordinates (WGS84) are taken as RGF93, which differs by centimetres.
 * Formulas: Snyder, "Map Projections — A Working Manual" (USGS 1395), §15.
 */
const A = 6_378_137;
const F = 1 / 298.257222101;
const E = Math.sqrt(2 * F - F * F);
const LAT1 = rad(44);
const LAT2 = rad(49);
const LAT0 = rad(46.5);
const LON0 = rad(3);
const X0 = 700_000;
const Y0 = 6_600_000;

function rad(deg: number): number {
  return (deg * Math.PI) / 180;
}

function deg(r: number): number {
  return (r * 180) / Math.PI;
}

function m(lat: number): number {
  const s = Math.sin(lat);
  return Math.cos(lat) / Math.sqrt(1 - E * E * s * s);
}

function t(lat: number): number {
  const s = Math.sin(lat);
  return Math.tan(Math.PI / 4 - lat / 2) / Math.pow((1 - E * s) / (1 + E * s), E / 2);
}

const N = (Math.log(m(LAT1)) - Math.log(m(LAT2))) / (Math.log(t(LAT1)) - Math.log(t(LAT2)));
const BIG_F = m(LAT1) / (N * Math.pow(t(LAT1), N));
const RHO0 = A * BIG_F * Math.pow(t(LAT0), N);

/** [longitude, latitude] in degrees → [easting, northing] in metres (Lambert-93). */
export function toLambert93([lon, lat]: readonly [number, number]): [number, number] {
  const rho = A * BIG_F * Math.pow(t(rad(lat)), N);
  const theta = N * (rad(lon) - LON0);
  return [X0 + rho * Math.sin(theta), Y0 + RHO0 - rho * Math.cos(theta)];
}

/** [easting, northing] in metres (Lambert-93) → [longitude, latitude] in degrees. */
export function fromLambert93([x, y]: readonly [number, number]): [number, number] {
  const dx = x - X0;
  const dy = RHO0 - (y - Y0);
  const rho = Math.sign(N) * Math.sqrt(dx * dx + dy * dy);
  const theta = Math.atan2(dx, dy);
  const tt = Math.pow(rho / (A * BIG_F), 1 / N);
  // The latitude has no closed form: iterate (converges to 1e-12 rad in a handful of steps).
  let lat = Math.PI / 2 - 2 * Math.atan(tt);
  for (let i = 0; i < 15; i++) {
    const s = Math.sin(lat);
    const next = Math.PI / 2 - 2 * Math.atan(tt * Math.pow((1 - E * s) / (1 + E * s), E / 2));
    if (Math.abs(next - lat) < 1e-14) {
      lat = next;
      break;
    }
    lat = next;
  }
  return [deg(theta / N + LON0), deg(lat)];
}
