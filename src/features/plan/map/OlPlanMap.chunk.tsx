import 'ol/ol.css';
import './olPlanMap.css';
import { useEffect, useRef, useState } from 'react';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls, FullScreen, Rotate } from 'ol/control';
import { getCenter } from 'ol/extent';
import Circle from 'ol/geom/Circle';
import Point from 'ol/geom/Point';
import type Polygon from 'ol/geom/Polygon';
import ImageLayer from 'ol/layer/Image';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import ImageStatic from 'ol/source/ImageStatic';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { fitExtent, polygonCentroid, type PlanPlot } from '../../../domain/plan';
import type { PlanMapProps } from './planMapProps';
import { planFrame } from './planProjection';
import { updatePlotFeatures } from './plotFeatures';
import { wholePlanOverview } from './wholePlanOverview';
import { fitClearOfOverview, plotAtPixel, TOUCH_TOLERANCE, zoomToTouchSize } from './touch';
import { labelStyleFunction, plotStyleFunction, SELECTION_STYLE } from './plotStyles';

/** Below this many plan pixels per screen pixel the labels show: a plot is then about 30 px wide. */
const LABEL_MAX_RESOLUTION = 0.6;

const POSITION_STYLES = [
  new Style({ fill: new Fill({ color: 'rgba(28, 126, 214, 0.15)' }), stroke: new Stroke({ color: '#1c7ed6', width: 2 }) }),
  new Style({ image: new CircleStyle({ radius: 9, fill: new Fill({ color: '#1c7ed6' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }) }),
];

/** A stroked SVG icon for a control: the default glyphs of OpenLayers are missing from the tablet's fonts. */
function icon(path: string): HTMLElement {
  const span = document.createElement('span');
  span.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="2.2" aria-hidden="true"><path d="${path}"/></svg>`;
  return span;
}

interface MapParts {
  map: OlMap;
  plots: VectorSource<Feature<Polygon>>;
  plotLayer: VectorImageLayer<VectorSource<Feature<Polygon>>>;
  labelLayer: VectorLayer<VectorSource<Feature<Polygon>>>;
  selection: VectorSource<Feature<Polygon>>;
  position: VectorSource;
}

/** The element of the map, with a test-only hook: the viewport pixel of a plot's centre (e2e and bench). */
type MapElement = HTMLDivElement & {
  planPixelOf?: (id: string) => number[] | null;
  planPlotIds?: () => string[];
  planCenterOn?: (id: string) => Promise<boolean>;
  /** The map's view, for the benchmark's scripted view changes run inside the page. */
  planView?: () => View;
  /** The view's centre in plan pixels (y down) and its resolution, where an animation ends (e2e). */
  planViewInPlan?: () => { center: [number, number]; resolution: number } | null;
};

/** Screen pixels kept around a carré the view is fitted to. */
const FIT_PADDING = 32;

/**
 * The OpenLayers plan (issue 4), in its own lazily loaded chunk: the SVG as a static image in a pixel
 * projection, the plots as a VectorImage layer (redrawn as one image while panning, which keeps 20,000
 * polygons smooth), labels on a decluttered layer shown only when zoomed in, the selection on a small
 * layer of its own, and the GPS position. React owns the props; the map is built once per plan.
 */
export function OlPlanMap(props: PlanMapProps) {
  const { imageUrl, width, height, plots, visible, selectedId, onSelect, focus, position, fit, extraLayers } = props;
  const target = useRef<MapElement>(null);
  const [parts, setParts] = useState<MapParts | null>(null);
  const visibleRef = useRef(visible);
  const onSelectRef = useRef(onSelect);
  const frame = useRef(planFrame(width, height));

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // The map is built in a task of its own, after the commit that mounted its element: building it in that
    // commit's effects made the first screen's longest task (issue 14, TBT). The effects below wait for it.
    const build = () => {
      const f = planFrame(width, height);
      frame.current = f;
      const isVisible = (id: string) => visibleRef.current === null || visibleRef.current.has(id);
      const imageLayer = () =>
        new ImageLayer(imageUrl ? { source: new ImageStatic({ url: imageUrl, imageExtent: f.extent, projection: f.projection }) } : {});
      const plotSource = new VectorSource<Feature<Polygon>>();
      const plotLayer = new VectorImageLayer({ source: plotSource, style: plotStyleFunction(isVisible), imageRatio: 1.5 });
      const labelLayer = new VectorLayer({ source: plotSource, style: labelStyleFunction(isVisible), declutter: true, maxResolution: LABEL_MAX_RESOLUTION });
      const selection = new VectorSource<Feature<Polygon>>();
      const positionSource = new VectorSource();
      // A resolution from the start: the overview map binds to the view at construction and draws only a defined view.
      const view = new View({ projection: f.projection, center: getCenter(f.extent), resolution: 1, extent: [-width * 0.5, -height * 0.5, width * 1.5, height * 1.5], maxZoom: 8, showFullExtent: true });
      const map = new OlMap({
        target: element,
        layers: [
          imageLayer(),
          plotLayer,
          labelLayer,
          new VectorLayer({ source: selection, style: SELECTION_STYLE }),
          new VectorLayer({ source: positionSource, style: POSITION_STYLES }),
          ...(extraLayers ?? []),
        ],
        view,
        controls: defaultControls({ rotate: false }).extend([
          new Rotate({ autoHide: false, tipLabel: 'Remettre le nord en haut' }),
          new FullScreen({ tipLabel: 'Plein écran', label: icon('M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5'), labelActive: icon('M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5') }),
        ]),
      });
      // The plots are drawn from the map's second frame: the first draws the plan alone, so the first screen gets
      // two shorter tasks instead of one long one (issue 14, TBT).
      plotLayer.setVisible(false);
      map.once('postrender', () => setTimeout(() => plotLayer.setVisible(true), 0));
      // The overview draws the plan a second time: it comes once the map has drawn, in a frame of its own, rather
      // than doubling the first one (issue 14, TBT). The first fit already leaves its corner free.
      const overview = wholePlanOverview(f, [imageLayer()]);
      map.once('rendercomplete', () => map.addControl(overview));
      fitClearOfOverview(map, f.extent);
      map.on('singleclick', (event) => {
        const touch = (event.originalEvent as PointerEvent).pointerType === 'touch';
        const hit = plotAtPixel(map, plotLayer, event.pixel, touch ? TOUCH_TOLERANCE : 2);
        onSelectRef.current(hit ? String(hit.getId()) : null);
        // A finger picked a plot drawn smaller than itself: bring it to a size that can be read and tapped.
        if (hit && touch) zoomToTouchSize(map, hit);
      });
      // Tests and the benchmark wait on this: the plan has been drawn with its plots.
      map.on('rendercomplete', () => {
        const count = plotSource.getFeatures().length;
        if (count > 0 && plotLayer.getVisible()) element.dataset.rendered = String(count);
      });
      element.planPixelOf = (id: string) => {
        const feature = plotSource.getFeatureById(id);
        const geometry = feature?.getGeometry();
        if (!geometry) return null;
        const ring = geometry.getLinearRing(0)?.getCoordinates() ?? [];
        const c = polygonCentroid({ type: 'Polygon', coordinates: [ring.map((p) => f.fromMap(p))] });
        return c ? map.getPixelFromCoordinate(f.toMap(c)) : null;
      };
      // Centres the view on a plot and resolves once drawn, so a test clicks it whatever overlays the map.
      element.planCenterOn = (id: string) => {
        const geometry = plotSource.getFeatureById(id)?.getGeometry();
        if (!geometry) return Promise.resolve(false);
        return new Promise<boolean>((resolve) => {
          map.once('rendercomplete', () => resolve(true));
          view.setCenter(getCenter(geometry.getExtent()));
          map.render();
        });
      };
      element.planPlotIds = () => plotSource.getFeatures().map((feature) => String(feature.getId()));
      element.planView = () => view;
      element.planViewInPlan = () => {
        const center = view.getCenter();
        const resolution = view.getResolution();
        return center && resolution ? { center: f.fromMap(center), resolution } : null;
      };
      setParts({ map, plots: plotSource, plotLayer, labelLayer, selection, position: positionSource });
      return () => {
        map.setTarget(undefined);
        map.dispose();
        setParts(null);
        delete element.planPixelOf;
        delete element.planPlotIds;
        delete element.planCenterOn;
        delete element.planView;
        delete element.planViewInPlan;
        delete element.dataset.rendered;
      };
    };
    let dispose: (() => void) | null = null;
    const timer = setTimeout(() => (dispose = build()), 0);
    return () => {
      clearTimeout(timer);
      dispose?.();
    };
  }, [imageUrl, width, height, extraLayers]);

  // The plots each feature was made from, for the source they are in (a new map starts a new source).
  const shown = useRef<{ source: MapParts['plots']; plots: Map<string, PlanPlot> } | null>(null);
  useEffect(() => {
    const p = parts;
    if (!p) return;
    const fresh = shown.current?.source !== p.plots;
    if (fresh) shown.current = { source: p.plots, plots: new Map() };
    updatePlotFeatures(p.plots, plots, frame.current, shown.current?.plots ?? new Map(), fresh);
  }, [parts, plots]);

  useEffect(() => {
    visibleRef.current = visible;
    parts?.plotLayer.changed();
    parts?.labelLayer.changed();
    if (target.current) target.current.dataset.visibleCount = String(visible === null ? plots.length : visible.size);
  }, [parts, visible, plots]);

  useEffect(() => {
    const p = parts;
    if (!p) return;
    p.selection.clear(true);
    const feature = selectedId ? p.plots.getFeatureById(selectedId) : null;
    if (feature) p.selection.addFeature(feature.clone());
    if (target.current) target.current.dataset.selected = selectedId ?? '';
  }, [parts, selectedId, plots]);

  useEffect(() => {
    const p = parts;
    if (!p || !focus) return;
    const geometry = p.plots.getFeatureById(focus.id)?.getGeometry();
    if (!geometry) return;
    const view = p.map.getView();
    const resolution = Math.min(view.getResolution() ?? 1, 0.4);
    view.animate({ center: getCenter(geometry.getExtent()), resolution, duration: 600 });
  }, [parts, focus]);

  // The carré chosen in the filters fills the map (issue 14), animated, never past a readable zoom. The map
  // element carries data-fitted once the animation has ended, for the tests.
  useEffect(() => {
    const p = parts;
    const element = target.current;
    const size = p?.map.getSize();
    if (!p || !element || !fit || !size) return;
    const view = p.map.getView();
    const { center, resolution } = fitExtent(fit.extent, [size[0] ?? 0, size[1] ?? 0], FIT_PADDING);
    delete element.dataset.fitted;
    view.animate({ center: frame.current.toMap(center), resolution, duration: 500 }, (done) => {
      if (done) element.dataset.fitted = fit.extent.join(',');
    });
  }, [parts, fit]);

  useEffect(() => {
    const p = parts;
    if (!p) return;
    p.position.clear(true);
    if (!position) return;
    const centre = frame.current.toMap([position.x, position.y]);
    p.position.addFeatures([new Feature(new Circle(centre, Math.max(position.accuracyPx, 1))), new Feature(new Point(centre))]);
    if (position.follow) p.map.getView().animate({ center: centre, duration: 400 });
  }, [parts, position]);

  return <div ref={target} className="plan-map" data-testid="plan-map" role="application" aria-label="Plan du cimetière" />;
}
