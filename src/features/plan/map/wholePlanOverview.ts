import OverviewMap from 'ol/control/OverviewMap';
import { getHeight, getWidth, type Extent } from 'ol/extent';
import type BaseLayer from 'ol/layer/Base';
import View from 'ol/View';
import type { PlanFrame } from './planProjection';

/** What OverviewMap does on its own, replaced below (private in OpenLayers 10, so reached by name). */
interface OverviewInternals {
  resetExtent_: () => void;
  validateExtent_: () => void;
}

/**
 * The overview map (issue 4; spec 001 §2 minimap width 200) showing the whole plan, with the main view's box
 * drawn on it. OpenLayers' OverviewMap re-fits its own view to a few times the main view whenever the box
 * gets small or large, so once zoomed in it shows a close-up instead of the cemetery. Here its view is
 * fitted to the plan's extent, once per overview size, and never follows the main view: only the box moves.
 * `collapsed` starts it folded to its button (the plan on a tablet, issue 29).
 */
export function wholePlanOverview(frame: PlanFrame, layers: BaseLayer[], className = 'ol-overviewmap plan-overview', collapsed = false): OverviewMap {
  const control = new OverviewMap({
    layers,
    // A view's default coarsest resolution is the projection's extent over 256 pixels: the 200 px overview
    // needs coarser than that to hold the whole plan.
    view: new View({ projection: frame.projection, maxResolution: Math.max(getWidth(frame.extent), getHeight(frame.extent)) }),
    collapsed,
    tipLabel: 'Vue d’ensemble',
    className,
  });
  let fittedSize = '';
  const fitWhole = () => {
    const overview = control.getOverviewMap();
    const size = overview.getSize();
    if (!size || !size[0] || !size[1]) return;
    const key = `${size[0]}x${size[1]}`;
    if (key === fittedSize) return;
    fittedSize = key;
    const extent: Extent = frame.extent;
    overview.getView().fit(extent, { size, padding: [4, 4, 4, 4] });
  };
  const internals = control as unknown as OverviewInternals;
  internals.resetExtent_ = fitWhole;
  // Called on every render of the main map; only the overview's own size may ask for a new fit.
  internals.validateExtent_ = fitWhole;
  return control;
}
