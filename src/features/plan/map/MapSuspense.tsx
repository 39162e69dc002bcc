import { Center } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { LoadingIndicator } from '../../shared/LoadingIndicator';

/** Waits for a map's lazy OpenLayers chunk, with the loader every plan screen shows meanwhile. */
export function MapSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center h="100%">
          <LoadingIndicator label="Chargement du plan" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
