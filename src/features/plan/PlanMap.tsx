import { lazy, type ComponentType } from 'react';
import { MapSuspense } from './map/MapSuspense';
import type { PlanMapProps } from './map/planMapProps';

/**
 * OpenLayers stays out of the first load: this chunk is fetched when a plan screen opens (and precached by the
 * service worker, so it opens offline too). One promise, so a screen that asks for it early (preloadPlanMap)
 * and the map that renders it share one fetch.
 */
let chunk: Promise<{ OlPlanMap: ComponentType<PlanMapProps> }> | null = null;
const loadChunk = () => (chunk ??= import('./map/OlPlanMap.chunk'));

/**
 * Starts fetching and evaluating the map's chunk while the plan's plots and image are still being read (issue 29:
 * the plan opened offline in 4.8 s, and the chunk was fetched only once both were read, one after the other).
 */
export function preloadPlanMap(): void {
  void loadChunk().catch(() => {
    // The map's own lazy load retries and shows the error: this was only a head start.
    chunk = null;
  });
}

const OlPlanMap = lazy(() => loadChunk().then((m) => ({ default: m.OlPlanMap })));

export function PlanMap(props: PlanMapProps) {
  return (
    <MapSuspense>
      <OlPlanMap {...props} />
    </MapSuspense>
  );
}
