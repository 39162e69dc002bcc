import type { FeatureLike } from 'ol/Feature';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { plotStyleSpec, type PlanPaintCode } from '../../../domain/plan';
import { LABEL_KEY, STATUS_KEY } from './plotFeatures';

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

// One Text per label, made the first time it is drawn: labels repeat ('A/1/12' is unique, but the style
// object is kept between frames instead of rebuilt).
const labelStyles = new Map<string, Style>();

export function labelStyleFunction(isVisible: (id: string) => boolean) {
  return (feature: FeatureLike): Style | undefined => {
    if (!isVisible(String(feature.getId()))) return undefined;
    const text = String(feature.get(LABEL_KEY) ?? '');
    if (!text) return undefined;
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
  };
}

export const SELECTION_STYLE = new Style({
  stroke: new Stroke({ color: '#000000', width: 4 }),
  fill: new Fill({ color: 'rgba(255, 212, 59, 0.45)' }),
});
