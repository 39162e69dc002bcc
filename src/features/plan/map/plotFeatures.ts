import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import { orientLinearRings } from 'ol/geom/flat/orient';
import RenderFeature from 'ol/render/Feature';
import type VectorSource from 'ol/source/Vector';
import { firstDrawId, firstDrawLabels, firstDrawPaint, planPaintCode, ringStart, type PlanFirstDraw, type PlanPlot } from '../../../domain/plan';
import { flatMapRings, type PlanFrame } from './planProjection';

/** Feature properties read by the cached styles: the legend entry it is painted with and the labels. */
export const STATUS_KEY = 'status';
export const LABEL_KEY = 'label';
/** The plot's number alone, drawn while the plots are too narrow for the whole label (issue 29). */
export const NUMBER_KEY = 'numero';

/** What the cached styles read of a plot, the same on full and light features. */
function plotProperties(plot: PlanPlot): Record<string, string | number> {
  return { [STATUS_KEY]: planPaintCode(plot.status), [LABEL_KEY]: plot.shortLabel, [NUMBER_KEY]: plot.emplacement.numero ?? '' };
}

/** One feature for a plot with a shape, id = plot id, in the map's flipped pixel coordinates. */
export function plotFeature(plot: PlanPlot, frame: PlanFrame): Feature<Polygon> | null {
  if (!plot.geometry) return null;
  const { flat, ends } = flatMapRings(plot.geometry.coordinates, frame.height);
  const feature = new Feature(new Polygon(flat, 'XY', ends));
  feature.setId(plot.id);
  feature.setProperties(plotProperties(plot), true);
  return feature;
}

/**
 * The plan map's light feature for a plot (issue 29): OpenLayers' RenderFeature, flat coordinates and its
 * properties, with no events, no geometry object and no simplification on each draw, drawn, labelled and
 * hit-detected as `plotFeature`'s. 20,000 of them are built in a fraction of the time of full features; the plan
 * map never edits a shape (the editor keeps full features).
 */
export function plotRenderFeature(plot: PlanPlot, frame: PlanFrame): RenderFeature | null {
  if (!plot.geometry) return null;
  const { flat, ends } = flatMapRings(plot.geometry.coordinates, frame.height);
  // Rings turned as a Polygon draws them (outer one way, holes the other), so a hole stays a hole.
  orientLinearRings(flat, 0, ends, 2);
  return new RenderFeature('Polygon', flat, ends, 2, plotProperties(plot), plot.id);
}

/**
 * The light features of the snapshot's first frame (issue 29): the same coordinates, ring orientation, ids and
 * properties as `plotRenderFeature` gives for the plots it was packed from, read from its typed arrays.
 */
export function firstDrawRenderFeatures(draw: PlanFirstDraw, frame: PlanFrame): RenderFeature[] {
  const features: RenderFeature[] = [];
  const { coords, ringEnds } = draw;
  for (let i = 0; i < draw.count; i++) {
    const first = draw.rings[i] ?? 0;
    const last = draw.rings[i + 1] ?? 0;
    if (first === last) continue;
    const start = ringStart(draw, first);
    const end = ringEnds[last - 1] ?? start;
    const flat = new Array<number>(end - start);
    for (let c = start; c < end; c += 2) {
      flat[c - start] = coords[c] ?? 0;
      flat[c - start + 1] = frame.height - (coords[c + 1] ?? 0);
    }
    const ends: number[] = [];
    for (let r = first; r < last; r++) ends.push((ringEnds[r] ?? start) - start);
    orientLinearRings(flat, 0, ends, 2);
    const { shortLabel, numero } = firstDrawLabels(draw, i);
    features.push(new RenderFeature('Polygon', flat, ends, 2, { [STATUS_KEY]: firstDrawPaint(draw, i), [LABEL_KEY]: shortLabel, [NUMBER_KEY]: numero }, firstDrawId(draw, i)));
  }
  return features;
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
export function updatePlotFeatures(source: VectorSource<RenderFeature>, plots: readonly PlanPlot[], frame: PlanFrame, shown: Map<string, PlanPlot>, rebuild: boolean): void {
  let changed = 0;
  if (!rebuild) for (const plot of plots) if (shown.get(plot.id) !== plot) changed++;
  if (rebuild || changed > plots.length / 2 || shown.size === 0) {
    source.clear(true);
    const features: RenderFeature[] = [];
    for (const plot of plots) {
      const feature = plotRenderFeature(plot, frame);
      if (feature) features.push(feature);
    }
    source.addFeatures(features);
    shown.clear();
    for (const plot of plots) shown.set(plot.id, plot);
    return;
  }
  const gone = new Set(shown.keys());
  const removed: RenderFeature[] = [];
  const added: RenderFeature[] = [];
  const byId = (id: string) => {
    const found = source.getFeatureById(id);
    return Array.isArray(found) ? found : found ? [found] : [];
  };
  for (const plot of plots) {
    gone.delete(plot.id);
    if (shown.get(plot.id) === plot) continue;
    removed.push(...byId(plot.id));
    const feature = plotRenderFeature(plot, frame);
    if (feature) added.push(feature);
    shown.set(plot.id, plot);
  }
  for (const id of gone) {
    removed.push(...byId(id));
    shown.delete(id);
  }
  if (removed.length > 0) source.removeFeatures(removed);
  if (added.length > 0) source.addFeatures(added);
}
