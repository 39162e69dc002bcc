import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlanMapProps } from './map/planMapProps';

// OpenLayers stays out of the first load: this chunk is fetched when a plan screen opens (and precached
// by the service worker, so it opens offline too).
const OlPlanMap = lazy(() => import('./map/OlPlanMap.chunk').then((m) => ({ default: m.OlPlanMap })));

export function PlanMap(props: PlanMapProps) {
  return (
    <Suspense
      fallback={
        <Center h="100%">
          <Loader aria-label="Chargement du plan" />
        </Center>
      }
    >
      <OlPlanMap {...props} />
    </Suspense>
  );
}
