import 'ol/ol.css';
import './olPlanMap.css';
import { useEffect, useRef } from 'react';
import type Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { buffer, getCenter, getHeight, getWidth } from 'ol/extent';
import type Polygon from 'ol/geom/Polygon';
import ImageLayer from 'ol/layer/Image';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import ImageStatic from 'ol/source/ImageStatic';
import VectorSource from 'ol/source/Vector';
import type { PlotFocusMapProps } from './plotFocusMapProps';
import { frenchControls, nameControlButtons } from './frenchControls';
import { planFrame } from './planProjection';
import { plotFeatures } from './plotFeatures';
import { labelStyleFunction, plotStyleFunction, SELECTION_STYLE } from './plotStyles';
import { wholePlanOverview } from './wholePlanOverview';

/** Spec 001 §2, the sheet's map modal: zoom range 0 to 3, animation 3 s (the overview is 200 px wide). */
const ZOOM_LEVELS = 4;
const OPENING_ZOOM = 2;
const ANIMATION_MS = 3000;

const everyPlot = () => true;

/**
 * The plan of one plot, for the sheet's map modal (spec 001 §2 'plan of the plot'): the cemetery's plan image
 * and every plot drawn by status as on the plan, this one highlighted, the view centred on it with four zoom
 * levels from the plot itself (3) to eight times wider (0). Opens by flying in from level 0 over three
 * seconds, or at once when the device asks for reduced motion. Reads only what the replica gave it.
 */
export function PlotFocusMap({ imageUrl, width, height, plots, plotId }: PlotFocusMapProps) {
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    const plot = plots.find((p) => p.id === plotId);
    if (!element || !plot?.geometry) return;
    const frame = planFrame(width, height);
    const imageLayer = () =>
      new ImageLayer(imageUrl ? { source: new ImageStatic({ url: imageUrl, imageExtent: frame.extent, projection: frame.projection }) } : {});
    const source = new VectorSource<Feature<Polygon>>({ features: plotFeatures(plots, frame) });
    const chosen = source.getFeatureById(plotId);
    const selection = new VectorSource<Feature<Polygon>>({ features: chosen ? [chosen.clone()] : [] });
    const plotExtent = chosen?.getGeometry()?.getExtent() ?? frame.extent;
    // Level 3 frames the plot with a margin of half its size; each level below doubles the resolution.
    const size = [element.clientWidth || 600, element.clientHeight || 400];
    const framed = buffer(plotExtent, Math.max(getWidth(plotExtent), getHeight(plotExtent)) / 2);
    const closest = Math.max(getWidth(framed) / (size[0] ?? 600), getHeight(framed) / (size[1] ?? 400), 0.05);
    const resolutions = Array.from({ length: ZOOM_LEVELS }, (_, i) => closest * 2 ** (ZOOM_LEVELS - 1 - i));
    const centre = getCenter(plotExtent);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const view = new View({ projection: frame.projection, resolutions, center: centre, zoom: reduced ? OPENING_ZOOM : 0 });
    const selectionLayer = new VectorLayer({ source: selection, style: SELECTION_STYLE });
    const map = new OlMap({
      target: element,
      layers: [
        imageLayer(),
        new VectorImageLayer({ source, style: plotStyleFunction(everyPlot) }),
        new VectorLayer({ source, style: labelStyleFunction(everyPlot), declutter: true }),
        selectionLayer,
      ],
      view,
      controls: frenchControls().extend([wholePlanOverview(frame, [imageLayer()])]),
    });
    nameControlButtons(map);
    if (!reduced) view.animate({ zoom: OPENING_ZOOM, duration: ANIMATION_MS });
    // Tests wait on this: the plot is drawn, highlighted, at the end of the opening flight.
    map.on('rendercomplete', () => {
      if (view.getAnimating()) return;
      element.dataset.rendered = String(source.getFeatures().length);
      element.dataset.zoom = String(view.getZoom());
      // Whether the highlighted plot is what the centre of the map shows.
      const middle = map.getPixelFromCoordinate(view.getCenter() ?? centre);
      element.dataset.centred = String(Boolean(middle && map.hasFeatureAtPixel(middle, { layerFilter: (l) => l === selectionLayer })));
    });
    return () => {
      map.setTarget(undefined);
      map.dispose();
      delete element.dataset.rendered;
      delete element.dataset.centred;
    };
  }, [imageUrl, width, height, plots, plotId]);

  return <div ref={target} className="plan-map" data-testid="plot-map" data-plot-id={plotId} role="application" aria-label="Plan de l’emplacement" />;
}
