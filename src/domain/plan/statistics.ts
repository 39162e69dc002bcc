import type { ConcessionStatusCode } from '../constants/status';
import { isCountedConcession } from '../rules/concessionCount';

/** Space statistics (spec 001 §3 "Space statistics": libre {percent, nb, total}, echues {percent, nb}, concession.total). */
export interface PlanStatistics {
  libre: { percent: number; nb: number; total: number };
  echues: { percent: number; nb: number };
  concession: { total: number };
}

function percent(nb: number, of: number): number {
  return of === 0 ? 0 : Math.round((nb / of) * 1000) / 10;
}

/**
 * Counts over the live plots: `libre.total` is every plot, `libre.nb` those with no current concession;
 * `concession.total` the plots holding a counted concession (rules/concessionCount, the concessions list's rule
 * too: an archived one does not count, the plot reads 'archivee', neither free nor under concession); `echues.nb` the current concessions whose status matches
 * the 'echue' filter, and its percent is of the concessions, which is what a manager compares it to.
 * Percentages keep one decimal.
 */
export function planStatistics(plots: ReadonlyArray<{ status: { code: ConcessionStatusCode; filters: readonly ConcessionStatusCode[] } }>): PlanStatistics {
  let libre = 0;
  let concessions = 0;
  let echues = 0;
  for (const p of plots) {
    if (p.status.code === 'libre') libre += 1;
    else if (isCountedConcession(p)) {
      concessions += 1;
      if (p.status.filters.includes('echue')) echues += 1;
    }
  }
  return {
    libre: { percent: percent(libre, plots.length), nb: libre, total: plots.length },
    echues: { percent: percent(echues, concessions), nb: echues },
    concession: { total: concessions },
  };
}
