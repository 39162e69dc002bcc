import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import { planPaintCode, type PlanPlot } from '../../../domain/plan';
import type { PlanFrame } from './planProjection';

/** Feature properties read by the cached styles: the legend entry it is painted with and the short label. */
export const STATUS_KEY = 'status';
export const LABEL_KEY = 'label';

/** One feature per plot with a shape, id = plot id, in the map's flipped pixel coordinates. */
export function plotFeatures(plots: readonly PlanPlot[], frame: PlanFrame): Array<Feature<Polygon>> {
  const features: Array<Feature<Polygon>> = [];
  for (const plot of plots) {
    if (!plot.geometry) continue;
    const rings = plot.geometry.coordinates.map((ring) => ring.map((p) => frame.toMap(p)));
    const feature = new Feature({ geometry: new Polygon(rings) });
    feature.setId(plot.id);
    feature.set(STATUS_KEY, planPaintCode(plot.status), true);
    feature.set(LABEL_KEY, plot.shortLabel, true);
    features.push(feature);
  }
  return features;
}
