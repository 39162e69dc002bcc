import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import type VectorSource from 'ol/source/Vector';
import { planPaintCode, type PlanPlot } from '../../../domain/plan';
import type { PlanFrame } from './planProjection';

/** Feature properties read by the cached styles: the legend entry it is painted with and the labels. */
export const STATUS_KEY = 'status';
export const LABEL_KEY = 'label';
/** The plot's number alone, drawn while the plots are too narrow for the whole label (issue 29). */
export const NUMBER_KEY = 'numero';

/** One feature for a plot with a shape, id = plot id, in the map's flipped pixel coordinates. */
export function plotFeature(plot: PlanPlot, frame: PlanFrame): Feature<Polygon> | null {
  if (!plot.geometry) return null;
  const rings = plot.geometry.coordinates.map((ring) => ring.map((p) => frame.toMap(p)));
  const feature = new Feature({ geometry: new Polygon(rings) });
  feature.setId(plot.id);
  feature.set(STATUS_KEY, planPaintCode(plot.status), true);
  feature.set(LABEL_KEY, plot.shortLabel, true);
  feature.set(NUMBER_KEY, plot.emplacement.numero ?? '', true);
  return feature;
}

/** One feature per plot with a shape. */
export function plotFeatures(plots: readonly PlanPlot[], frame: PlanFrame): Array<Feature<Polygon>> {
  const features: Array<Feature<Polygon>> = [];
  for (const plot of plots) {
    const feature = plotFeature(plot, frame);
    if (feature) features.push(feature);
  }
  return features;
}

/**
 * Brings a source's features to a new array of plots, replacing only the features of the plots whose object
 * changed (the plots keep their objects across unrelated replica changes: PlanFromLists). `shown` holds the
 * plots the features were made from, and is updated. A new frame, or most plots changed, rebuilds them all.
 */
export function updatePlotFeatures(source: VectorSource<Feature<Polygon>>, plots: readonly PlanPlot[], frame: PlanFrame, shown: Map<string, PlanPlot>, rebuild: boolean): void {
  let changed = 0;
  if (!rebuild) for (const plot of plots) if (shown.get(plot.id) !== plot) changed++;
  if (rebuild || changed > plots.length / 2 || shown.size === 0) {
    source.clear(true);
    source.addFeatures(plotFeatures(plots, frame));
    shown.clear();
    for (const plot of plots) shown.set(plot.id, plot);
    return;
  }
  const gone = new Set(shown.keys());
  const removed: Array<Feature<Polygon>> = [];
  const added: Array<Feature<Polygon>> = [];
  for (const plot of plots) {
    gone.delete(plot.id);
    if (shown.get(plot.id) === plot) continue;
    const old = source.getFeatureById(plot.id);
    if (old) removed.push(old as Feature<Polygon>);
    const feature = plotFeature(plot, frame);
    if (feature) added.push(feature);
    shown.set(plot.id, plot);
  }
  for (const id of gone) {
    const old = source.getFeatureById(id);
    if (old) removed.push(old as Feature<Polygon>);
    shown.delete(id);
  }
  if (removed.length > 0) source.removeFeatures(removed);
  if (added.length > 0) source.addFeatures(added);
}
