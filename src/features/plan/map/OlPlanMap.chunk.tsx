import 'ol/ol.css';
import './olPlanMap.css';
import { useEffect, useRef, useState } from 'react';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { FullScreen, Rotate } from 'ol/control';
import { getCenter, getHeight, getWidth } from 'ol/extent';
import Circle from 'ol/geom/Circle';
import Point from 'ol/geom/Point';
import ImageLayer from 'ol/layer/Image';
import type RenderFeature from 'ol/render/Feature';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import ImageStatic from 'ol/source/ImageStatic';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { fitExtent, PLAN_PICTURE_FORMAT, polygonCentroid, svgMaxResolution, type PlanFirstDraw, type PlanPlot } from '../../../domain/plan';
import { composeMapPicture, pictureHeld } from './mapPicture';
import type { PlanMapProps, PlanTap } from './planMapProps';
import { planFrame } from './planProjection';
import { firstDrawRenderFeatures, updatePlotFeatures } from './plotFeatures';
import { wholePlanOverview } from './wholePlanOverview';
import { controlPadding, fitClearOfControls, plotAtPixel, TOUCH_TOLERANCE, zoomToTouchSize } from './touch';
import { frenchControls, nameControlButtons } from './frenchControls';
import { labelStyleFunction, plotStyleFunction, SELECTION_STYLE } from './plotStyles';
import { STATUS_KEY } from './plotFeatures';

/**
 * Labels show once a plot of the usual size is this many screen pixels wide: its number from 20 px (the zoom
 * a carré is chosen at, issue 29), the whole 'A/3/12' from 56 px. Read from the plots' own sizes, so it holds
 * for a plan drawn at any scale.
 */
const NUMBER_MIN_PX = 20;
const FULL_LABEL_MIN_PX = 56;

/** The overview starts folded to its button on a map smaller than a desktop's (a tablet's: issue 29). */
const overviewFoldedOn = (element: HTMLElement) => element.clientWidth < 1000 || element.clientHeight < 700;

/** Room kept at the top in full screen for the sync state (PlanWorkspace). */
const FULLSCREEN_TOP = 60;

/** The smaller side of the median plot, in plan pixels (0 without plots). */
function usualPlotSide(source: VectorSource<RenderFeature>): number {
  const sides = source
    .getFeatures()
    .map((feature) => {
      const extent = feature.getExtent();
      return Math.min(getWidth(extent), getHeight(extent));
    })
    .sort((a, b) => a - b);
  return sides[Math.floor(sides.length / 2)] ?? 0;
}

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
  /** Answers a tap at a pixel as the map's own click does; false while the plots are not drawn yet. */
  tapAt: (tap: PlanTap) => boolean;
  plots: VectorSource<RenderFeature>;
  plotLayer: VectorImageLayer<VectorSource<RenderFeature>>;
  labelLayer: VectorLayer<VectorSource<RenderFeature>>;
  selection: VectorSource<RenderFeature>;
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
  /** Whether the overview map is open (the carré's fit keeps its corner clear). */
  overviewOpen?: () => boolean;
  /** A plot's box in map element pixels [left, top, right, bottom] (e2e: what the controls cover). */
  planPixelBoxOf?: (id: string) => number[] | null;
  /** The legend entry a plot is painted with, null when the filters hide it (e2e). */
  planPaintOf?: (id: string) => string | null;
  /** Of the shown plots whose label point is in view, how many have their label drawn (e2e, issue 29). */
  planLabelsDrawn?: () => { inView: number; drawn: number };
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
  const { imageUrl, raster = null, width, height, plots, firstDraw = null, plotsStamp = null, onPlotsDrawn, visible, selectedId, onSelect, focus, position, fit, extraLayers, fullscreenId, onFullscreen, picture = null, onPicture, pendingTap = null } = props;
  const target = useRef<MapElement>(null);
  const [parts, setParts] = useState<MapParts | null>(null);
  const visibleRef = useRef(visible);
  const onSelectRef = useRef(onSelect);
  const frame = useRef(planFrame(width, height));
  const onFullscreenRef = useRef(onFullscreen);
  const onPlotsDrawnRef = useRef(onPlotsDrawn);
  const fullLabelResolution = useRef(0);
  const pictureRef = useRef(picture);
  const onPictureRef = useRef(onPicture);
  // The tap made on the opening picture, answered once (when the plots are drawn, or at once if they are).
  const answerTapRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    onSelectRef.current = onSelect;
    onFullscreenRef.current = onFullscreen;
    onPlotsDrawnRef.current = onPlotsDrawn;
    pictureRef.current = picture;
    onPictureRef.current = onPicture;
  }, [onSelect, onFullscreen, onPlotsDrawn, picture, onPicture]);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // The map is built in a task of its own, after the commit that mounted its element: building it in that
    // commit's effects made the first screen's longest task (issue 14, TBT). The effects below wait for it.
    const build = () => {
      const f = planFrame(width, height);
      frame.current = f;
      const isVisible = (id: string) => visibleRef.current === null || visibleRef.current.has(id);
      const imageLayer = (url: string | null) =>
        new ImageLayer(url ? { source: new ImageStatic({ url, imageExtent: f.extent, projection: f.projection }) } : {});
      // With the plan's bitmap (issue 29), it is drawn at every zoom and the SVG over it only past the bitmap's
      // sharpness: a layer outside its resolutions never loads its image, so the SVG is parsed at the first zoom in.
      const planLayers = () => {
        if (!raster || !imageUrl) return [imageLayer(imageUrl)];
        const svg = imageLayer(imageUrl);
        svg.setMaxResolution(svgMaxResolution(width, raster.width, window.devicePixelRatio || 1));
        return [imageLayer(raster.url), svg];
      };
      // The plots as light render features (plotRenderFeature, issue 29): built in a fraction of the time.
      const plotSource = new VectorSource<RenderFeature>();
      const plotById = (id: string): RenderFeature | null => {
        const found = plotSource.getFeatureById(id);
        return (Array.isArray(found) ? found[0] : found) ?? null;
      };
      const plotLayer = new VectorImageLayer({ source: plotSource, style: plotStyleFunction(isVisible), imageRatio: 1.5 });
      const labelLayer = new VectorLayer({ source: plotSource, style: labelStyleFunction(isVisible, () => fullLabelResolution.current), declutter: true, maxResolution: 0 });
      const selection = new VectorSource<RenderFeature>();
      const positionSource = new VectorSource();
      // A resolution from the start: the overview map binds to the view at construction and draws only a defined view.
      const fullScreen = new FullScreen({
        tipLabel: 'Plein écran',
        label: icon('M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5'),
        labelActive: icon('M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5'),
        ...(fullscreenId ? { source: fullscreenId } : {}),
      });
      const view = new View({ projection: f.projection, center: getCenter(f.extent), resolution: 1, extent: [-width * 0.5, -height * 0.5, width * 1.5, height * 1.5], maxZoom: 8, showFullExtent: true });
      const map = new OlMap({
        target: element,
        layers: [
          ...planLayers(),
          plotLayer,
          labelLayer,
          new VectorLayer({ source: selection, style: SELECTION_STYLE }),
          new VectorLayer({ source: positionSource, style: POSITION_STYLES }),
          ...(extraLayers ?? []),
        ],
        view,
        controls: frenchControls().extend([new Rotate({ autoHide: false, tipLabel: 'Remettre le nord en haut' }), fullScreen]),
      });
      nameControlButtons(map);
      // The plots are drawn from the map's second frame: the first draws the plan alone, so the first screen gets
      // two shorter tasks instead of one long one (issue 14, TBT).
      plotLayer.setVisible(false);
      map.once('postrender', () => setTimeout(() => plotLayer.setVisible(true), 0));
      // The overview draws the plan a second time: it comes once the map has drawn, in a frame of its own, rather
      // than doubling the first one (issue 14, TBT). The first fit already leaves its corner free.
      const overview = wholePlanOverview(f, [imageLayer(raster?.url ?? imageUrl)], undefined, overviewFoldedOn(element));
      map.once('rendercomplete', () => {
        map.addControl(overview);
        nameControlButtons(map);
      });
      fitClearOfControls(map, f.extent, !overview.getCollapsed());
      // The opening view is kept as the plan's opening picture only while nothing moved it (issue 29).
      let untouched = true;
      const moved = () => (untouched = false);
      view.on(['change:center', 'change:resolution', 'change:rotation'], moved);
      const pictured = new Set<string>();
      // Full screen (the map's box with the sync state, PlanWorkspace) shows the whole plan again, at its new size.
      const refitWhole = (top: number) => {
        moved();
        map.updateSize();
        fitClearOfControls(map, f.extent, !overview.getCollapsed(), top);
        map.once('rendercomplete', () => (element.dataset.fitted = 'plan'));
      };
      fullScreen.on('enterfullscreen', () => {
        onFullscreenRef.current?.(true);
        setTimeout(() => refitWhole(FULLSCREEN_TOP), 0);
      });
      fullScreen.on('leavefullscreen', () => {
        onFullscreenRef.current?.(false);
        setTimeout(() => refitWhole(16), 0);
      });
      const select = (pixel: number[], touch: boolean) => {
        const hit = plotAtPixel(map, plotLayer, pixel, touch ? TOUCH_TOLERANCE : 2);
        onSelectRef.current(hit ? String(hit.getId()) : null);
        // A finger picked a plot drawn smaller than itself: bring it to a size that can be read and tapped.
        if (hit && touch) zoomToTouchSize(map, hit);
      };
      map.on('singleclick', (event) => select(event.pixel, (event.originalEvent as PointerEvent).pointerType === 'touch'));
      let plotsDrawn = false;
      const tapAt = (tap: PlanTap) => {
        if (!plotsDrawn) return false;
        select(tap.pixel, tap.touch);
        return true;
      };
      element.overviewOpen = () => !overview.getCollapsed();
      // Tests and the benchmark wait on this: the plan has been drawn with its plots.
      map.on('rendercomplete', () => {
        const count = plotSource.getFeatures().length;
        if (count > 0 && plotLayer.getVisible()) {
          element.dataset.rendered = String(count);
          plotsDrawn = true;
          answerTapRef.current();
          onPlotsDrawnRef.current?.();
          const want = pictureRef.current;
          const key = want ? `${want.set} ${want.stamp}` : '';
          const bare = selection.getFeatures().length === 0 && positionSource.getFeatures().length === 0;
          if (want && untouched && bare && !pictured.has(key) && !pictureHeld(map, want.taken, want)) {
            pictured.add(key);
            void composeMapPicture(map).then((image) => {
              if (image && untouched) onPictureRef.current?.({ format: PLAN_PICTURE_FORMAT, stamp: want.stamp, set: want.set, ...image });
            });
          }
        }
      });
      element.planPixelOf = (id: string) => {
        const feature = plotById(id);
        if (!feature) return null;
        const flat = feature.getFlatCoordinates();
        const ring: number[][] = [];
        for (let i = 0; i < (feature.getEnds()?.[0] ?? flat.length); i += 2) ring.push([flat[i] ?? 0, flat[i + 1] ?? 0]);
        const c = polygonCentroid({ type: 'Polygon', coordinates: [ring.map((p) => f.fromMap(p))] });
        return c ? map.getPixelFromCoordinate(f.toMap(c)) : null;
      };
      // Centres the view on a plot and resolves once drawn, so a test clicks it whatever overlays the map.
      element.planCenterOn = (id: string) => {
        const feature = plotById(id);
        if (!feature) return Promise.resolve(false);
        return new Promise<boolean>((resolve) => {
          map.once('rendercomplete', () => resolve(true));
          view.setCenter(getCenter(feature.getExtent()));
          map.render();
        });
      };
      element.planPlotIds = () => plotSource.getFeatures().map((feature) => String(feature.getId()));
      element.planPixelBoxOf = (id: string) => {
        const extent = plotById(id)?.getExtent();
        if (!extent) return null;
        const [x0 = 0, y0 = 0] = map.getPixelFromCoordinate([extent[0] ?? 0, extent[3] ?? 0]) ?? [];
        const [x1 = 0, y1 = 0] = map.getPixelFromCoordinate([extent[2] ?? 0, extent[1] ?? 0]) ?? [];
        return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
      };
      element.planPaintOf = (id: string) => {
        const feature = plotById(id);
        return feature && isVisible(id) ? String(feature.get(STATUS_KEY)) : null;
      };
      element.planLabelsDrawn = () => {
        const size = map.getSize() ?? [0, 0];
        const within = (p: number[]) => (p[0] ?? -1) >= 0 && (p[1] ?? -1) >= 0 && (p[0] ?? 0) <= (size[0] ?? 0) && (p[1] ?? 0) <= (size[1] ?? 0);
        let inView = 0;
        let drawn = 0;
        for (const feature of plotSource.getFeatures()) {
          const point = feature.getFlatInteriorPoint();
          if (!isVisible(String(feature.getId()))) continue;
          const pixel = map.getPixelFromCoordinate(point.slice(0, 2));
          if (!pixel || !within(pixel)) continue;
          inView++;
          const hits = map.getFeaturesAtPixel(pixel, { layerFilter: (layer) => layer === labelLayer, hitTolerance: 2 });
          if (hits.includes(feature)) drawn++;
        }
        return { inView, drawn };
      };
      element.planView = () => view;
      element.planViewInPlan = () => {
        const center = view.getCenter();
        const resolution = view.getResolution();
        return center && resolution ? { center: f.fromMap(center), resolution } : null;
      };
      setParts({ map, tapAt, plots: plotSource, plotLayer, labelLayer, selection, position: positionSource });
      return () => {
        map.setTarget(undefined);
        map.dispose();
        setParts(null);
        delete element.planPixelOf;
        delete element.planPlotIds;
        delete element.planCenterOn;
        delete element.planView;
        delete element.planViewInPlan;
        delete element.planPixelBoxOf;
        delete element.planPaintOf;
        delete element.planLabelsDrawn;
        delete element.overviewOpen;
        delete element.dataset.rendered;
      };
    };
    let dispose: (() => void) | null = null;
    const timer = setTimeout(() => (dispose = build()), 0);
    return () => {
      clearTimeout(timer);
      dispose?.();
    };
  }, [imageUrl, raster, width, height, extraLayers, fullscreenId]);

  const answeredTap = useRef<PlanTap | null>(null);
  useEffect(() => {
    const p = parts;
    answerTapRef.current = () => {
      if (!p || !pendingTap || answeredTap.current === pendingTap) return;
      if (p.tapAt(pendingTap)) answeredTap.current = pendingTap;
    };
    answerTapRef.current();
  }, [parts, pendingTap]);

  // The plots each feature was made from, for the source they are in (a new map starts a new source), or the
  // first frame they were made from while the plots are not there yet (issue 29).
  const shown = useRef<{ source: MapParts['plots']; plots: Map<string, PlanPlot>; draw: PlanFirstDraw | null } | null>(null);
  useEffect(() => {
    const p = parts;
    if (!p) return;
    let s = shown.current;
    const fresh = s?.source !== p.plots;
    if (!s || fresh) s = shown.current = { source: p.plots, plots: new Map(), draw: null };
    if (!plots) {
      if (!firstDraw || s.draw === firstDraw) return;
      p.plots.clear(true);
      p.plots.addFeatures(firstDrawRenderFeatures(firstDraw, frame.current));
      s.plots.clear();
      s.draw = firstDraw;
    } else if (s.draw) {
      const same = s.draw.stamp === plotsStamp;
      s.draw = null;
      if (same) {
        // Plots of the first frame's stamp: its features are theirs, kept as drawn (no second build, no redraw).
        for (const plot of plots) s.plots.set(plot.id, plot);
        return;
      }
      updatePlotFeatures(p.plots, plots, frame.current, s.plots, true);
    } else {
      updatePlotFeatures(p.plots, plots, frame.current, s.plots, fresh);
    }
    const side = usualPlotSide(p.plots);
    p.labelLayer.setMaxResolution(side / NUMBER_MIN_PX);
    fullLabelResolution.current = side / FULL_LABEL_MIN_PX;
    p.labelLayer.changed();
  }, [parts, plots, firstDraw, plotsStamp]);

  useEffect(() => {
    // Redrawn only when the shown set changes: the plots' arrival after the first frame (issue 29) redraws nothing.
    const changed = visibleRef.current !== visible;
    visibleRef.current = visible;
    if (changed) {
      parts?.plotLayer.changed();
      parts?.labelLayer.changed();
    }
    if (target.current) target.current.dataset.visibleCount = String(visible === null ? (plots?.length ?? firstDraw?.count ?? 0) : visible.size);
  }, [parts, visible, plots, firstDraw]);

  useEffect(() => {
    const p = parts;
    if (!p) return;
    p.selection.clear(true);
    const found = selectedId ? p.plots.getFeatureById(selectedId) : null;
    const feature = Array.isArray(found) ? found[0] : found;
    if (feature) p.selection.addFeature(feature.clone());
    if (target.current) target.current.dataset.selected = selectedId ?? '';
  }, [parts, selectedId, plots, firstDraw]);

  useEffect(() => {
    const p = parts;
    if (!p || !focus) return;
    const found = p.plots.getFeatureById(focus.id);
    const feature = Array.isArray(found) ? found[0] : found;
    if (!feature) return;
    const view = p.map.getView();
    const resolution = Math.min(view.getResolution() ?? 1, 0.4);
    view.animate({ center: getCenter(feature.getExtent()), resolution, duration: 600 });
  }, [parts, focus]);

  // The carré chosen in the filters fills the map (issue 14), animated, never past a readable zoom. The map
  // element carries data-fitted once the animation has ended, for the tests.
  useEffect(() => {
    const p = parts;
    const element = target.current;
    const size = p?.map.getSize();
    if (!p || !element || !fit || !size) return;
    const view = p.map.getView();
    const [w = 0, h = 0] = size;
    // Fitted in what the controls leave (their strip, the overview's corner when open), that area's centre
    // put on the carré's centre.
    const [top, right, bottom, left] = controlPadding(FIT_PADDING, element.overviewOpen?.() ?? false);
    const fitted = fitExtent(fit.extent, [Math.max(1, w - left - right), Math.max(1, h - top - bottom)], 0);
    const { resolution } = fitted;
    const center: [number, number] = [fitted.center[0] + ((right - left) / 2) * resolution, fitted.center[1] + ((bottom - top) / 2) * resolution];
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

  return <div ref={target} className="plan-map plan-map--column" data-testid="plan-map" role="application" aria-label="Plan du cimetière" />;
}
