import { useCallback, useMemo } from 'react';
import type { FilterState } from '../../domain/filters';
import { planPlotMatches, type PlanPlot } from '../../domain/plan';
import { localDate } from '../../replica/localDate';

/** The plan's plot predicate for a filter state; `hide` removes plots the screen never shows. */
export function usePlanFilter(state: FilterState, hide?: (plot: PlanPlot) => boolean): (plot: PlanPlot) => boolean {
  // Read once per mount, like the lists: date filters and statuses move at midnight on the next visit.
  const today = useMemo(() => localDate(new Date()), []);
  return useCallback((plot: PlanPlot) => !hide?.(plot) && planPlotMatches(plot, state, today), [state, today, hide]);
}
