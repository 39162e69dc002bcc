import type { IsoDate } from '../entities/replicated';
import { matchesFilters, type FilterState, type PlotRow } from '../filters';
import type { PlanPlot } from './planPlot';

/** A plan plot as the lists' filter engine reads a plot row (src/domain/filters), so plan and list agree. */
export function planPlotRow(plot: PlanPlot): PlotRow {
  return {
    kind: 'plot',
    id: plot.id,
    emplacementId: plot.id,
    emplacement: plot.emplacement,
    location: plot.location,
    status: plot.status,
    filterDate: plot.location?.dateDebut ?? null,
    libre: plot.location === null,
    pleineNature: plot.pleineNature,
    caracteristiques: plot.caracteristiques,
  };
}

/** Whether a plot passes the screen's filters: the one filter engine of the lists (issue 6), not a second one. */
export function planPlotMatches(plot: PlanPlot, state: FilterState, today: IsoDate): boolean {
  return matchesFilters(planPlotRow(plot), state, today);
}

/** Distinct carrés and allées of the plots, sorted, for the filter modal's selects. */
export function carresEtAllees(plots: readonly PlanPlot[]): { carres: string[]; allees: string[] } {
  const carres = new Set<string>();
  const allees = new Set<string>();
  for (const p of plots) {
    if (p.emplacement.carre) carres.add(p.emplacement.carre);
    if (p.emplacement.allee) allees.add(p.emplacement.allee);
  }
  const sort = (s: Set<string>) => [...s].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
  return { carres: sort(carres), allees: sort(allees) };
}
