import { useMemo } from 'react';
import type { Espace } from '../../domain/entities/espace';
import { fitGeoreference, type Georeference } from '../../domain/geo';

/** The plan's fitted georeferencing, or null when the cemetery has fewer than three usable points. */
export function useGeoreference(espace: Espace | null | undefined): Georeference | null {
  const points = espace?.controlPoints;
  return useMemo(() => {
    if (!points || points.length < 3) return null;
    const fit = fitGeoreference(points);
    return 'error' in fit ? null : fit;
  }, [points]);
}
