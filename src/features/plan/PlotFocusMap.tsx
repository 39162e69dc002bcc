import { lazy } from 'react';
import { MapSuspense } from './map/MapSuspense';
import type { PlotFocusMapProps } from './map/plotFocusMapProps';

// OpenLayers stays in its lazy chunk here too: the sheet loads it only when its map modal opens.
const Chunk = lazy(() => import('./map/PlotFocusMap.chunk').then((m) => ({ default: m.PlotFocusMap })));

/** The plan centred on one plot, highlighted among its neighbours (the plot sheet's map modal). */
export function PlotFocusMap(props: PlotFocusMapProps) {
  return (
    <MapSuspense>
      <Chunk {...props} />
    </MapSuspense>
  );
}
