import { lazy } from 'react';
import { MapSuspense } from './map/MapSuspense';
import type { PlotFocusMapProps } from './map/plotFocusMapProps';

// OpenLayers stays in its lazy chunk here too: the sheet loads it only when its map modal opens.
const load = () => import('./map/PlotFocusMap.chunk');
const Chunk = lazy(() => load().then((m) => ({ default: m.PlotFocusMap })));

/** Fetches the map's chunk ahead of need (the sheet does it while idle); the module cache keeps it once. */
export function prefetchPlotFocusMap(): void {
  void load().catch(() => undefined);
}

/** The plan centred on one plot, highlighted among its neighbours (the plot sheet's map modal). */
export function PlotFocusMap(props: PlotFocusMapProps) {
  return (
    <MapSuspense>
      <Chunk {...props} />
    </MapSuspense>
  );
}
