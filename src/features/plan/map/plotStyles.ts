import type { FeatureLike } from 'ol/Feature';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { plotStyleSpec, type PlanPaintCode } from '../../../domain/plan';
import { LABEL_KEY, NUMBER_KEY, STATUS_KEY } from './plotFeatures';

/**
 * Styles are built once per status and reused by every feature: at 20,000 plots a style object per
 * feature per frame is what makes a map stutter.
 */
const byStatus = new Map<PlanPaintCode, Style>();

export function statusStyle(code: PlanPaintCode): Style {
  let style = byStatus.get(code);
  if (!style) {
    const spec = plotStyleSpec(code);
    style = new Style({ fill: new Fill({ color: spec.fill }), stroke: new Stroke({ color: spec.stroke, width: spec.strokeWidth }) });
    byStatus.set(code, style);
  }
  return style;
}

/** A style function that hides the plots the filters leave out (undefined draws nothing). */
export function plotStyleFunction(isVisible: (id: string) => boolean) {
  return (feature: FeatureLike): Style | undefined => {
    const id = String(feature.getId());
    if (!isVisible(id)) return undefined;
    return statusStyle(feature.get(STATUS_KEY) as PlanPaintCode);
  };
}

// One style per label text, made the first time it is drawn and kept between frames instead of rebuilt.
const labelStyles = new Map<string, Style>();

function labelStyle(text: string): Style {
  let style = labelStyles.get(text);
  if (!style) {
    style = new Style({
      text: new Text({
        text,
        font: '600 12px system-ui, sans-serif',
        fill: new Fill({ color: '#1a1b1e' }),
        stroke: new Stroke({ color: '#ffffff', width: 3 }),
        overflow: false,
      }),
    });
    labelStyles.set(text, style);
  }
  return style;
}

/**
 * The plot labels: its number alone while plots are drawn narrow (the zoom a carré is chosen at, where
 * 'A/3/12' did not fit and was decluttered away: issue 29), the whole 'A/3/12' once the resolution is at most
 * `fullLabelResolution()` plan pixels per screen pixel.
 */
export function labelStyleFunction(isVisible: (id: string) => boolean, fullLabelResolution: () => number = () => Infinity) {
  return (feature: FeatureLike, resolution: number): Style | undefined => {
    if (!isVisible(String(feature.getId()))) return undefined;
    const full = String(feature.get(LABEL_KEY) ?? '');
    const text = resolution <= fullLabelResolution() ? full : String(feature.get(NUMBER_KEY) ?? '') || full;
    return text ? labelStyle(text) : undefined;
  };
}

/**
 * The chosen plot: a thick dark outline in a white halo, and no fill of its own, so that the plot keeps its
 * status colour (issue 29: a chosen 'Échue' plot turned orange, the colour of 'A renouveler'). The fill is
 * transparent but present: OpenLayers hit-detects the inside of a filled polygon only.
 */
export const SELECTION_STYLE = [
  new Style({ stroke: new Stroke({ color: '#ffffff', width: 9 }) }),
  new Style({ stroke: new Stroke({ color: '#1a1b1e', width: 4 }), fill: new Fill({ color: 'rgba(0, 0, 0, 0)' }) }),
];
