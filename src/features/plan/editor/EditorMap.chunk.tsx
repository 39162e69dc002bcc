import 'ol/ol.css';
import '../map/olPlanMap.css';
import { useEffect, useRef } from 'react';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { getCenter } from 'ol/extent';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import type { Coordinate } from 'ol/coordinate';
import type { SimpleGeometry } from 'ol/geom';
import Draw, { createBox, type GeometryFunction } from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import Select from 'ol/interaction/Select';
import Translate from 'ol/interaction/Translate';
import ImageLayer from 'ol/layer/Image';
import VectorLayer from 'ol/layer/Vector';
import ImageStatic from 'ol/source/ImageStatic';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { ellipseRing, roundPolygon, starRing } from '../../../domain/plan';
import type { PlanPolygon } from '../../../domain/entities/emplacement';
import { frenchControls, nameControlButtons } from '../map/frenchControls';
import { planFrame, type PlanFrame } from '../map/planProjection';
import { plotFeatures } from '../map/plotFeatures';
import { plotStyleFunction } from '../map/plotStyles';
import type { EditorMapProps } from './editorMapProps';
import { resolutionOfZoom, zoomOfResolution } from './zoomScale';

const DRAFT_STYLE = new Style({ fill: new Fill({ color: 'rgba(255, 146, 43, 0.35)' }), stroke: new Stroke({ color: '#d9480f', width: 2, lineDash: [6, 4] }) });
const SELECTED_STYLE = new Style({ fill: new Fill({ color: 'rgba(255, 212, 59, 0.5)' }), stroke: new Stroke({ color: '#000000', width: 3 }) });

function calageStyle(feature: Feature): Style {
  return new Style({
    image: new CircleStyle({ radius: 9, fill: new Fill({ color: '#e03131' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
    text: new Text({ text: String(feature.get('n')), offsetY: -18, font: '700 14px system-ui', fill: new Fill({ color: '#000' }), stroke: new Stroke({ color: '#fff', width: 3 }) }),
  });
}

/** Map pixels of a drawn polygon back to plan pixels (y down), rounded. */
function toPlan(geometry: Polygon, frame: PlanFrame): PlanPolygon {
  return roundPolygon((geometry.getCoordinates()[0] ?? []).map((c) => frame.fromMap(c)));
}

function drawOptions(tool: EditorMapProps['tool']): { type: 'Circle' | 'Polygon'; geometryFunction?: GeometryFunction } {
  if (tool === 'polygon') return { type: 'Polygon' };
  if (tool === 'rectangle') return { type: 'Circle', geometryFunction: createBox() };
  // Ovals: the drag's box bounds an ellipse; stars: centre, then a tip. Both stored as polygons (CONTRACTS).
  const shape = (ring: (a: Coordinate, b: Coordinate) => Array<[number, number]>): GeometryFunction => (coordinates, geometry) => {
    const [a, b] = coordinates as Coordinate[];
    const ringCoords = a && b ? ring(a, b) : [];
    const target = (geometry as Polygon | undefined) ?? new Polygon([]);
    target.setCoordinates([ringCoords]);
    return target as SimpleGeometry;
  };
  if (tool === 'oval') {
    return {
      type: 'Circle',
      geometryFunction: shape((a, b) => ellipseRing([((a[0] ?? 0) + (b[0] ?? 0)) / 2, ((a[1] ?? 0) + (b[1] ?? 0)) / 2], Math.abs((b[0] ?? 0) - (a[0] ?? 0)) / 2 || 1, Math.abs((b[1] ?? 0) - (a[1] ?? 0)) / 2 || 1)),
    };
  }
  return { type: 'Circle', geometryFunction: shape((a, b) => starRing([a[0] ?? 0, a[1] ?? 0], [b[0] ?? 0, b[1] ?? 0])) };
}

interface Parts {
  map: OlMap;
  frame: PlanFrame;
  plots: VectorSource<Feature<Polygon>>;
  plotLayer: VectorLayer<VectorSource<Feature<Polygon>>>;
  drafts: VectorSource<Feature<Polygon>>;
  calage: VectorSource<Feature<Point>>;
  select: Select;
}

/**
 * The map editor (spec 001 §2 /editeur, issue 4): OpenLayers Draw for rectangles, polygons, ovals and stars,
 * Select with Modify and Translate to reshape and move, clicks for control points. Drafts live in React
 * state (the page's panel edits them); this component mirrors them on a layer and reports every change.
 */
export function EditorMapChunk(props: EditorMapProps) {
  const { imageUrl, width, height, plots, tool, drafts, selectedKey, calage, zoom, georef } = props;
  const target = useRef<HTMLDivElement>(null);
  const parts = useRef<Parts | null>(null);
  const callbacks = useRef(props);
  // Plots whose shape is being removed: not drawn (nor clickable) until the removal is saved or undone.
  const hidden = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    callbacks.current = props;
  });

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const frame = planFrame(width, height);
    const plotSource = new VectorSource<Feature<Polygon>>();
    const draftSource = new VectorSource<Feature<Polygon>>();
    const calageSource = new VectorSource<Feature<Point>>();
    const view = new View({ projection: frame.projection, center: getCenter(frame.extent), maxZoom: 10 });
    const plotLayer = new VectorLayer({ source: plotSource, style: plotStyleFunction((id) => !hidden.current.has(id)) });
    const map = new OlMap({
      target: element,
      controls: frenchControls(),
      layers: [
        new ImageLayer(imageUrl ? { source: new ImageStatic({ url: imageUrl, imageExtent: frame.extent, projection: frame.projection }) } : {}),
        plotLayer,
        new VectorLayer({ source: draftSource, style: DRAFT_STYLE }),
        new VectorLayer({ source: calageSource, style: (f) => calageStyle(f as Feature) }),
      ],
      view,
    });
    nameControlButtons(map);
    view.fit(frame.extent, { padding: [16, 16, 16, 16] });
    const select = new Select({ layers: (l) => l.getSource() === draftSource, style: SELECTED_STYLE, hitTolerance: 4 });
    select.on('select', (event) => {
      const feature = event.selected[0];
      callbacks.current.onSelect(feature ? String(feature.getId()) : null);
    });
    const modify = new Modify({ features: select.getFeatures() });
    const translate = new Translate({ features: select.getFeatures() });
    const report = (features: Array<Feature>) => {
      for (const f of features) {
        const g = f.getGeometry();
        if (g instanceof Polygon) callbacks.current.onChanged(String(f.getId()), toPlan(g, frame));
      }
    };
    modify.on('modifyend', (e) => report(e.features.getArray() as Feature[]));
    translate.on('translateend', (e) => report(e.features.getArray() as Feature[]));
    map.addInteraction(select);
    map.addInteraction(modify);
    map.addInteraction(translate);
    map.on('singleclick', (event) => {
      const p = callbacks.current;
      if (p.tool === 'calage') {
        p.onCalageClick(frame.fromMap(event.coordinate));
        return;
      }
      if (p.tool !== 'select') return;
      const onDraft = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l.getSource() === draftSource, hitTolerance: 4 });
      if (onDraft) return;
      const plot = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l.getSource() === plotSource });
      const found = plot ? callbacks.current.plots.find((x) => x.id === String(plot.getId())) : undefined;
      if (found) p.onPickPlot(found);
    });
    view.on('change:resolution', () => {
      const r = view.getResolution();
      const g = callbacks.current.georef;
      if (r) callbacks.current.onZoomChange(Math.round((g ? zoomOfResolution(r, g.latitude, g.metresPerPixel) : (view.getZoom() ?? 0)) * 10) / 10);
    });
    (element as HTMLDivElement & { planPixelOfPlan?: (p: [number, number]) => number[] }).planPixelOfPlan = (p) => map.getPixelFromCoordinate(frame.toMap(p));
    parts.current = { map, frame, plots: plotSource, plotLayer, drafts: draftSource, calage: calageSource, select };
    return () => {
      map.setTarget(undefined);
      map.dispose();
      parts.current = null;
    };
  }, [imageUrl, width, height]);

  // The default view of spec 001 §2: centred on the espace's latitude and longitude, zoom 19.
  const initialised = useRef(false);
  useEffect(() => {
    const p = parts.current;
    if (!p || initialised.current || !georef?.centre) return;
    initialised.current = true;
    p.map.getView().setCenter(p.frame.toMap(georef.centre));
    p.map.getView().setResolution(resolutionOfZoom(19, georef.latitude, georef.metresPerPixel));
  }, [georef]);

  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.plots.clear(true);
    p.plots.addFeatures(plotFeatures(plots, p.frame));
  }, [plots, imageUrl, width, height]);

  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    const chosen = p.select.getFeatures();
    chosen.clear();
    p.drafts.clear(true);
    hidden.current = new Set(drafts.flatMap((d) => (d.geometry === null && d.plotId ? [d.plotId] : [])));
    p.plotLayer.changed();
    for (const d of drafts) {
      if (!d.geometry) continue;
      const feature = new Feature(new Polygon(d.geometry.coordinates.map((ring) => ring.map((c) => p.frame.toMap(c)))));
      feature.setId(d.key);
      p.drafts.addFeature(feature);
      if (d.key === selectedKey) chosen.push(feature);
    }
    target.current?.setAttribute('data-drafts', String(drafts.length));
    target.current?.setAttribute('data-hidden-plots', String(hidden.current.size));
  }, [drafts, selectedKey, imageUrl, width, height]);

  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.calage.clear(true);
    calage.forEach((c, i) => {
      const f = new Feature(new Point(p.frame.toMap(c.px)));
      f.set('n', i + 1);
      p.calage.addFeature(f);
    });
  }, [calage, imageUrl, width, height]);

  useEffect(() => {
    const p = parts.current;
    if (!p || zoom === null) return;
    const view = p.map.getView();
    const current = view.getResolution();
    const wanted = georef ? resolutionOfZoom(zoom, georef.latitude, georef.metresPerPixel) : view.getResolutionForZoom(zoom);
    if (current && Math.abs(Math.log2(current / wanted)) > 0.05) view.setResolution(wanted);
  }, [zoom, georef]);

  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    const drawing = tool === 'rectangle' || tool === 'polygon' || tool === 'oval' || tool === 'star';
    p.select.setActive(tool === 'select');
    if (!drawing) return;
    const draw = new Draw({ ...drawOptions(tool), style: DRAFT_STYLE });
    draw.on('drawend', (event) => {
      const g = event.feature.getGeometry();
      if (g instanceof Polygon) callbacks.current.onDrawn(toPlan(g, p.frame));
    });
    p.map.addInteraction(draw);
    return () => {
      p.map.removeInteraction(draw);
    };
  }, [tool, imageUrl, width, height]);

  return <div ref={target} className="plan-map" data-testid="editor-map" role="application" aria-label="Plan à éditer" />;
}
