import { Badge, Button } from '@mantine/core';
import { Suspense, lazy, useMemo, useState, type Dispatch } from 'react';
import { activeFilterCount, type FilterAction, type FilterState } from '../../domain/filters';
import { carresEtAllees, type PlanPlot } from '../../domain/plan';
import { MountOnFirstOpen } from '../shared/MountOnFirstOpen';

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
  const count = activeFilterCount(state);
  return (
    <>
      <Button size="md" h={44} variant="default" onClick={() => setOpen(true)} rightSection={count > 0 ? <Badge circle>{count}</Badge> : undefined}>
        Filtres
      </Button>
      <MountOnFirstOpen opened={open}>
        {(shown) => (
          <Suspense fallback={null}>
            <FilterDialog opened={shown} onClose={() => setOpen(false)} plots={plots} state={state} dispatch={dispatch} />
          </Suspense>
        )}
      </MountOnFirstOpen>
    </>
  );
}

function FilterDialog({ opened, onClose, plots, state, dispatch }: FilterButtonProps & { opened: boolean; onClose: () => void }) {
  const { carres, allees } = useMemo(() => carresEtAllees(plots), [plots]);
  return <ConcessionsFilterModal opened={opened} onClose={onClose} state={state} dispatch={dispatch} carres={carres} allees={allees} />;
}
