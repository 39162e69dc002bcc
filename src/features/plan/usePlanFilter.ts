import { useCallback } from 'react';
import type { FilterState } from '../../domain/filters';
import { planPlotMatches, type PlanPlot } from '../../domain/plan';
import { useToday } from '../../replica/useToday';

/** The plan's plot predicate for a filter state; `hide` removes plots the screen never shows. */
export function usePlanFilter(state: FilterState, hide?: (plot: PlanPlot) => boolean): (plot: PlanPlot) => boolean {
  // The day changes under a plan left open overnight, as under the lists.
  const today = useToday();
  return useCallback((plot: PlanPlot) => !hide?.(plot) && planPlotMatches(plot, state, today), [state, today, hide]);
}
