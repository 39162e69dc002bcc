import { lazy } from 'react';
import { MapSuspense } from '../map/MapSuspense';
import type { EditorMapProps } from './editorMapProps';

const EditorMapChunk = lazy(() => import('./EditorMap.chunk').then((m) => ({ default: m.EditorMapChunk })));

/** The editor's OpenLayers map, in its own lazily loaded chunk. */
export function EditorMap(props: EditorMapProps) {
  return (
    <MapSuspense>
      <EditorMapChunk {...props} />
    </MapSuspense>
  );
}
