import type { ControlPoint } from './affine';
import { lambert93ToLonLat, type GisFeature } from './geojson';

/**
 * How a GIS plan becomes the cemetery's plan (issue 16): the polygons are drawn north up in an SVG whose pixels
 * are a fixed number of Lambert-93 metres (at most 10 pixels a metre, the whole plan within 4,000 pixels), with
 * a margin; the plan's four corners become its control points, so 'Me localiser' (src/domain/geo/affine.ts)
 * works at once and fits them exactly (the pixels are a linear map of Lambert-93). The same file gives the same
 * SVG and the same outlines, which keeps the import idempotent.
 */
export const MAX_PLAN_SIDE_PX = 4000;
export const MAX_PIXELS_PER_METRE = 10;
export const MAX_CEMETERY_EXTENT_M = 5000;
const MARGIN_PX = 20;

export interface GisLayout {
  width: number;
  height: number;
  /** Each feature's outline in plan pixels (y down), in the features' order. */
  rings: Array<Array<[number, number]>>;
  controlPoints: ControlPoint[];
  svg: string;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

export function layoutGisPlan(features: readonly GisFeature[]): GisLayout | { error: string } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const f of features) {
    for (const [x, y] of f.ring) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  const extent = Math.max(maxX - minX, maxY - minY, 1);
  if (extent > MAX_CEMETERY_EXTENT_M) return { error: 'Les polygones s’étendent sur plus de 5 km : ce n’est pas le plan d’un cimetière. Rien n’a été importé.' };
  const scale = Math.min(MAX_PIXELS_PER_METRE, (MAX_PLAN_SIDE_PX - 2 * MARGIN_PX) / extent);
  const width = Math.ceil((maxX - minX) * scale) + 2 * MARGIN_PX;
  const height = Math.ceil((maxY - minY) * scale) + 2 * MARGIN_PX;
  const toPx = ([x, y]: readonly [number, number]): [number, number] => [round2((x - minX) * scale + MARGIN_PX), round2((maxY - y) * scale + MARGIN_PX)];
  const toGround = ([px, py]: readonly [number, number]): [number, number] => [(px - MARGIN_PX) / scale + minX, maxY - (py - MARGIN_PX) / scale];
  const rings = features.map((f) => f.ring.map(toPx));
  const corners: Array<[number, number]> = [[0, 0], [width, 0], [width, height], [0, height]];
  const controlPoints = corners.map((px) => {
    const [lon, lat] = lambert93ToLonLat(toGround(px));
    return { px, lonLat: [round7(lon), round7(lat)] as [number, number] };
  });
  return { width, height, rings, controlPoints, svg: planSvg(width, height, rings) };
}

/** The drawing: a light ground and each plot's outline; the plots themselves are the emplacements' geometries. */
function planSvg(width: number, height: number, rings: ReadonlyArray<ReadonlyArray<[number, number]>>): string {
  const polygons = rings.map((ring) => `<polygon points="${ring.slice(0, -1).map(([x, y]) => `${x},${y}`).join(' ')}"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#f3f1ea"/>`,
    `<g fill="#e4dfcf" stroke="#6b6552" stroke-width="1">`,
    ...polygons,
    '</g>',
    '</svg>',
  ].join('\n');
}
