import { useMemo } from 'react';
import type { Espace } from '../../domain/entities/espace';
import { firstDrawGeometries, plotsExtent, type PlanFirstDraw, type PlanPlot } from '../../domain/plan';
import { useEspaceRow, usePlanImage, usePlanPlots, type PlanImageState, type PlanPlotsOptions } from '../../replica/queries/plan';
import { useEspaceId } from '../../replica/useEnqueue';
import type { PlanPicture } from '../../replica/types';

export interface PlanData {
  espaceId: string | null;
  espace: Espace | null | undefined;
  plots: PlanPlot[] | undefined;
  /** The snapshot's first frame (issue 29): the map draws it while `plots` is still undefined. */
  firstDraw: PlanFirstDraw | null;
  /** The stamp `plots` were made at, when known. */
  plotsStamp: string | null;
  /** The map tells it drew the first frame: the whole plots are read then. */
  onFirstDrawn: () => void;
  /** The plan's opening pictures of the replica's current state (issue 29); undefined while read. */
  pictures: readonly PlanPicture[] | undefined;
  /** Keeps the plan as drawn at its opening view for the next opening. */
  onPicture: (picture: PlanPicture) => void;
  image: PlanImageState;
  width: number;
  height: number;
}

/**
 * What every plan screen reads from the replica: the plots, the cemetery row, its plan image and size. The plots
 * screens open from the replica's plan snapshot when it is current (`snapshot`, issue 29): its first frame, then
 * its plots.
 */
export function usePlanData(options: PlanPlotsOptions = {}): PlanData {
  const espaceId = useEspaceId();
  const espace = useEspaceRow(espaceId);
  const { plots, firstDraw, plotsStamp, onFirstDrawn, pictures, onPicture } = usePlanPlots(espaceId, options);
  const image = usePlanImage(espaceId, espace === undefined ? undefined : (espace?.mapSha256 ?? null));
  const size = useMemo(() => {
    if (espace?.mapWidth && espace.mapHeight) return { width: espace.mapWidth, height: espace.mapHeight };
    // The row still being read: no map is drawn before it (its image is loading), and the plots' box of 20,000
    // outlines is not made for nothing (issue 29: about 0.1 s of the opening when the first frame came first).
    if (espace === undefined) return { width: 0, height: 0 };
    // Without a plan size on the row, the plots' box: the same from the first frame as from the plots.
    if (!plots && firstDraw) return plotsExtent(firstDrawGeometries(firstDraw).map((p) => p.geometry));
    return plotsExtent((plots ?? []).map((p) => p.geometry));
  }, [espace, plots, firstDraw]);
  return { espaceId, espace, plots, firstDraw, plotsStamp, onFirstDrawn, pictures, onPicture, image, ...size };
}
