import type Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import { getCenter, getHeight, getWidth, type Extent } from 'ol/extent';
import type Polygon from 'ol/geom/Polygon';
import type Layer from 'ol/layer/Layer';
import type { Pixel } from 'ol/pixel';

/**
 * Half of the 44 px touch target (DESIGN §6): a tap within this many screen pixels of a plot picks it, even
 * when the plot is drawn 8 px wide on a whole-cemetery view (issue 14).
 */
export const TOUCH_TOLERANCE = 22;

/** Smallest side, in screen pixels, a plot picked by a finger is zoomed to. */
const TOUCH_TARGET = 44;

/** The overview map's corner (200×140 px and its margins) that the first view keeps clear of plots. */
const OVERVIEW_CLEARANCE = { width: 216, height: 160 };

/**
 * The plot under the pixel, else, within the tolerance, the one whose centre is nearest: with a wide
 * tolerance several plots are in reach, and the first one OpenLayers meets is not the one meant.
 */
export function plotAtPixel(map: OlMap, layer: Layer, pixel: Pixel, tolerance: number): Feature<Polygon> | null {
  const options = { layerFilter: (l: Layer) => l === layer };
  const exact = map.getFeaturesAtPixel(pixel, { ...options, hitTolerance: 0 })[0];
  if (exact || tolerance === 0) return (exact as Feature<Polygon> | undefined) ?? null;
  const near = map.getFeaturesAtPixel(pixel, { ...options, hitTolerance: tolerance }) as Feature<Polygon>[];
  const at = map.getCoordinateFromPixel(pixel);
  if (!at) return near[0] ?? null;
  let best: Feature<Polygon> | null = null;
  let bestDistance = Infinity;
  for (const feature of near) {
    const extent = feature.getGeometry()?.getExtent();
    if (!extent) continue;
    const [cx = 0, cy = 0] = getCenter(extent);
    const d = (cx - (at[0] ?? 0)) ** 2 + (cy - (at[1] ?? 0)) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = feature;
    }
  }
  return best;
}

/** Zooms on a plot until its smaller side is a touch target wide, centring it; nothing if it already is. */
export function zoomToTouchSize(map: OlMap, feature: Feature<Polygon>): void {
  const extent = feature.getGeometry()?.getExtent();
  const view = map.getView();
  const resolution = view.getResolution();
  if (!extent || !resolution) return;
  const side = Math.min(getWidth(extent), getHeight(extent));
  if (side <= 0 || side / resolution >= TOUCH_TARGET) return;
  view.animate({ center: getCenter(extent), resolution: side / TOUCH_TARGET, duration: 400 });
}

/**
 * Fits the whole plan in the map, leaving the overview map's corner out, beside the plan on a wide map or
 * under it on a tall one, whichever leaves the plan larger (issue 14: the minimap never covers a plot).
 */
export function fitClearOfOverview(map: OlMap, extent: Extent): void {
  const view = map.getView();
  const size = map.getSize();
  if (!size || !size[0] || !size[1]) {
    view.fit(extent, { padding: [16, 16, 16, 16] });
    return;
  }
  const [w, h] = size;
  const beside: [number, number, number, number] = [16, 16, 16, OVERVIEW_CLEARANCE.width];
  const under: [number, number, number, number] = [16, 16, OVERVIEW_CLEARANCE.height, 16];
  const resolutionWith = (p: [number, number, number, number]) => view.getResolutionForExtent(extent, [Math.max(1, w - p[1] - p[3]), Math.max(1, h - p[0] - p[2])]);
  view.fit(extent, { size, padding: resolutionWith(beside) <= resolutionWith(under) ? beside : under });
}
