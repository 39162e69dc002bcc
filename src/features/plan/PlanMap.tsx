import { lazy } from 'react';
import { MapSuspense } from './map/MapSuspense';
import type { PlanMapProps } from './map/planMapProps';

// OpenLayers stays out of the first load: this chunk is fetched when a plan screen opens (and precached
// by the service worker, so it opens offline too).
const OlPlanMap = lazy(() => import('./map/OlPlanMap.chunk').then((m) => ({ default: m.OlPlanMap })));

export function PlanMap(props: PlanMapProps) {
  return (
    <MapSuspense>
      <OlPlanMap {...props} />
    </MapSuspense>
  );
}
