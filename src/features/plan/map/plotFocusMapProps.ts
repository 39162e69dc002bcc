import type { PlanPlot } from '../../../domain/plan';

/** The plan of one plot (the sheet's map modal): the plan image and size, every plot, the one to show. */
export interface PlotFocusMapProps {
  imageUrl: string | null;
  width: number;
  height: number;
  plots: readonly PlanPlot[];
  plotId: string;
}
