import { Badge, Button } from '@mantine/core';
import { Suspense, lazy, useMemo, useState, type Dispatch } from 'react';
import { activeFilterCount, type FilterAction, type FilterState } from '../../domain/filters';
import { carresEtAllees, type PlanPlot } from '../../domain/plan';

// The filters' dialog (date pickers, multi-selects) loads at its first opening, not with the plan (issue 14).
const ConcessionsFilterModal = lazy(() => import('../filtres/ConcessionsFilterModal').then((m) => ({ default: m.ConcessionsFilterModal })));

interface FilterButtonProps {
  plots: readonly PlanPlot[];
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
}

/** Opens the filter modal of the lists (issue 6) on the plan's filter state, with the active count. */
export function FilterButton({ plots, state, dispatch }: FilterButtonProps) {
  const [open, setOpen] = useState(false);
  // The modal is drawn from its first opening on (then kept, so it closes with its transition): the screen's
  // first render has no closed dialog to build (issue 14, first screen).
  const [used, setUsed] = useState(false);
  const { carres, allees } = useMemo(() => (used ? carresEtAllees(plots) : { carres: [], allees: [] }), [used, plots]);
  const count = activeFilterCount(state);
  return (
    <>
      <Button
        size="lg"
        variant="default"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        rightSection={count > 0 ? <Badge circle>{count}</Badge> : undefined}>
        Filtres
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ConcessionsFilterModal opened={open} onClose={() => setOpen(false)} state={state} dispatch={dispatch} carres={carres} allees={allees} />
        </Suspense>
      )}
    </>
  );
}
