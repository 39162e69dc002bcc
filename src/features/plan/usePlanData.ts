import { useMemo } from 'react';
import type { Espace } from '../../domain/entities/espace';
import { plotsExtent, type PlanPlot } from '../../domain/plan';
import { useEspaceRow, usePlanImage, usePlanPlots, type PlanImageState, type PlanPlotsOptions } from '../../replica/queries/plan';
import { useEspaceId } from '../../replica/useEnqueue';

export interface PlanData {
  espaceId: string | null;
  espace: Espace | null | undefined;
  plots: PlanPlot[] | undefined;
  image: PlanImageState;
  width: number;
  height: number;
}

/**
 * What every plan screen reads from the replica: the plots, the cemetery row, its plan image and size. The plots
 * screens open from the replica's plan snapshot when it is current (`snapshot`, issue 29).
 */
export function usePlanData(options: PlanPlotsOptions = {}): PlanData {
  const espaceId = useEspaceId();
  const espace = useEspaceRow(espaceId);
  const plots = usePlanPlots(espaceId, options);
  const image = usePlanImage(espaceId, espace === undefined ? undefined : (espace?.mapSha256 ?? null));
  const size = useMemo(() => {
    if (espace?.mapWidth && espace.mapHeight) return { width: espace.mapWidth, height: espace.mapHeight };
    return plotsExtent((plots ?? []).map((p) => p.geometry));
  }, [espace, plots]);
  return { espaceId, espace, plots, image, ...size };
}
