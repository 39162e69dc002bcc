import { Badge, Button } from '@mantine/core';
import { useMemo, useState, type Dispatch } from 'react';
import { activeFilterCount, type FilterAction, type FilterState } from '../../domain/filters';
import { carresEtAllees, type PlanPlot } from '../../domain/plan';
import { ConcessionsFilterModal } from '../filtres';

interface FilterButtonProps {
  plots: readonly PlanPlot[];
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
}

/** Opens the filter modal of the lists (issue 6) on the plan's filter state, with the active count. */
export function FilterButton({ plots, state, dispatch }: FilterButtonProps) {
  const [open, setOpen] = useState(false);
  const { carres, allees } = useMemo(() => carresEtAllees(plots), [plots]);
  const count = activeFilterCount(state);
  return (
    <>
      <Button size="lg" variant="default" onClick={() => setOpen(true)} rightSection={count > 0 ? <Badge circle>{count}</Badge> : undefined}>
        Filtres
      </Button>
      <ConcessionsFilterModal opened={open} onClose={() => setOpen(false)} state={state} dispatch={dispatch} carres={carres} allees={allees} />
    </>
  );
}
