import type Collection from 'ol/Collection';
import { defaults as defaultControls } from 'ol/control';
import type Control from 'ol/control/Control';
import type OlMap from 'ol/Map';

/**
 * The default controls of every map of the product (zoom and attribution; rotation is each map's own
 * choice), with French tips in place of OpenLayers' English ones (issue 29: 'Zoom in', 'Zoom out' and
 * 'Attributions' reached screen readers).
 */
export function frenchControls(): Collection<Control> {
  return defaultControls({
    rotate: false,
    zoomOptions: { zoomInTipLabel: 'Zoom avant', zoomOutTipLabel: 'Zoom arrière' },
    attributionOptions: { tipLabel: 'Sources du plan' },
  });
}

/**
 * Gives every button of the map's controls its French tip as its accessible name: OpenLayers puts the tip in
 * `title` only, so a screen reader announced the glyph ('+', '–', 'i') instead. Call it again after a
 * control is added later (the overview map).
 */
export function nameControlButtons(map: OlMap): void {
  const buttons = map.getTargetElement()?.querySelectorAll<HTMLButtonElement>('.ol-control button') ?? [];
  for (const button of buttons) {
    if (button.title) button.setAttribute('aria-label', button.title);
  }
}
