import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlanPlot } from '../../domain/plan';

const PARAM = 'emplacement';

/**
 * The plan's selected plot, kept in the address (?emplacement=<id>), so that Back from a plot's sheet
 * comes back to the plan with the same plot selected and in view (issue 14). The address is replaced, not
 * pushed: selecting plots does not fill the history.
 */
export function useSelectedPlot() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(PARAM);
  // A plot named by the address when the plan opens is brought into view once.
  const [focus, setFocus] = useState<{ id: string } | null>(() => (selectedId ? { id: selectedId } : null));

  const select = useCallback(
    (id: string | null) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set(PARAM, id);
          else next.delete(PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const pick = useCallback(
    (plot: PlanPlot) => {
      select(plot.id);
      setFocus({ id: plot.id });
    },
    [select],
  );
  return { selectedId, select, focus, pick };
}
