import type { FeatureLike } from 'ol/Feature';
import type OlMap from 'ol/Map';
import { getCenter, getHeight, getWidth, type Extent } from 'ol/extent';
import type Layer from 'ol/layer/Layer';
import type { Pixel } from 'ol/pixel';

/**
 * Half of the 44 px touch target (DESIGN §6): a tap within this many screen pixels of a plot picks it, even
 * when the plot is drawn 8 px wide on a whole-cemetery view (issue 14).
 */
export const TOUCH_TOLERANCE = 22;

/** Smallest side, in screen pixels, a plot picked by a finger is zoomed to. */
const TOUCH_TARGET = 44;

/** The overview map's width (200 px and its margins), when it is open under the column of controls. */
const OVERVIEW_CLEARANCE = 216;

/**
 * The strip along the map's right edge that holds every control (8 + 44 + 8 px, and a margin): fullscreen,
 * 'Me localiser', zoom, north, the overview folded to its button (olPlanMap.css). A fitted view keeps plots
 * out of it (issue 29), and out of the overview's width when it is open.
 */
export const CONTROL_STRIP = 68;

/** Screen pixels kept clear on each side of a fitted view: top, right, bottom, left (OpenLayers' order). */
export type Padding = [number, number, number, number];

/** What a fitted view keeps clear: `margin` on every side, the controls' strip (or the open overview) on the right. */
export function controlPadding(margin: number, overviewOpen: boolean, top = margin): Padding {
  return [Math.max(margin, top), Math.max(margin, overviewOpen ? OVERVIEW_CLEARANCE : CONTROL_STRIP), margin, margin];
}

/**
 * The plot under the pixel, else, within the tolerance, the one whose centre is nearest: with a wide
 * tolerance several plots are in reach, and the first one OpenLayers meets is not the one meant.
 */
export function plotAtPixel(map: OlMap, layer: Layer, pixel: Pixel, tolerance: number): FeatureLike | null {
  const options = { layerFilter: (l: Layer) => l === layer };
  const exact = map.getFeaturesAtPixel(pixel, { ...options, hitTolerance: 0 })[0];
  if (exact || tolerance === 0) return exact ?? null;
  const near = map.getFeaturesAtPixel(pixel, { ...options, hitTolerance: tolerance });
  const at = map.getCoordinateFromPixel(pixel);
  if (!at) return near[0] ?? null;
  let best: FeatureLike | null = null;
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
export function zoomToTouchSize(map: OlMap, feature: FeatureLike): void {
  const extent = feature.getGeometry()?.getExtent();
  const view = map.getView();
  const resolution = view.getResolution();
  if (!extent || !resolution) return;
  const side = Math.min(getWidth(extent), getHeight(extent));
  if (side <= 0 || side / resolution >= TOUCH_TARGET) return;
  view.animate({ center: getCenter(extent), resolution: side / TOUCH_TARGET, duration: 400 });
}

/**
 * Fits the whole plan in the map clear of the controls' strip and, when open, of the overview (issue 14: the
 * minimap never covers a plot; issue 29: nor does a control). `top` keeps room for what shows above the plan
 * (the sync state in full screen).
 */
export function fitClearOfControls(map: OlMap, extent: Extent, overviewOpen: boolean, top = 16): void {
  const size = map.getSize();
  const padding = controlPadding(16, overviewOpen, top);
  map.getView().fit(extent, size && size[0] && size[1] ? { size, padding } : { padding });
}
