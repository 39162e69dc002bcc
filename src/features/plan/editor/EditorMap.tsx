import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EditorMapProps } from './editorMapProps';

const EditorMapChunk = lazy(() => import('./EditorMap.chunk').then((m) => ({ default: m.EditorMapChunk })));

/** The editor's OpenLayers map, in its own lazily loaded chunk. */
export function EditorMap(props: EditorMapProps) {
  return (
    <Suspense
      fallback={
        <Center h="100%">
          <Loader aria-label="Chargement du plan" />
        </Center>
      }
    >
      <EditorMapChunk {...props} />
    </Suspense>
  );
}
