import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlotFocusMapProps } from './map/plotFocusMapProps';

// OpenLayers stays in its lazy chunk here too: the sheet loads it only when its map modal opens.
const Chunk = lazy(() => import('./map/PlotFocusMap.chunk').then((m) => ({ default: m.PlotFocusMap })));

/** The plan centred on one plot, highlighted among its neighbours (the plot sheet's map modal). */
export function PlotFocusMap(props: PlotFocusMapProps) {
  return (
    <Suspense
      fallback={
        <Center h="100%">
          <Loader aria-label="Chargement du plan" />
        </Center>
      }
    >
      <Chunk {...props} />
    </Suspense>
  );
}
