import { Center, Group, Tabs, Title } from '@mantine/core';
import { Suspense, lazy, useCallback, useReducer, useState } from 'react';
import { activeFilterCount, EMPTY_FILTERS, filterReducer, type FilterAction } from '../../domain/filters';
import { carresExtent, type PlanExtent } from '../../domain/plan';
import { canWrite, isAdmin } from '../../domain/roles';
import { useActor } from '../../replica/useEnqueue';
import { AddConcessionModal } from './AddConcessionModal';
import { FilterButton } from './FilterButton';
import { ImportSvgButton } from './ImportSvgButton';
import { PlanPage } from './PlanPage';
import { PlanWorkspace } from './PlanWorkspace';
import { QuickFilterBar } from './QuickFilterBar';
import { usePlanData } from './usePlanData';
import { usePlanFilter } from './usePlanFilter';
import { LoadingIndicator } from '../shared/LoadingIndicator';

// The Liste tab's table (tanstack table, virtual rows, exports) loads when the tab is first chosen: the plan is
// the first screen after sign-in, and the list's code was half of what it evaluated (issue 14, first screen).
const ConcessionsList = lazy(() => import('../listes/ConcessionsList').then((m) => ({ default: m.ConcessionsList })));

/**
 * /concessions (spec 001 §2): Plan tab by default, with the statistics box, the quick filters, the filter modal
 * and the side panel; Liste tab with the table of concessions. Both tabs share one filter state.
 */
export function ConcessionsPage() {
  const data = usePlanData({ snapshot: true });
  const actor = useActor();
  const [filters, dispatch] = useReducer(filterReducer, EMPTY_FILTERS);
  const isShown = usePlanFilter(filters);
  // Choosing carrés in the filters brings them to fill the map, so their plots can be tapped (issue 14).
  const [fit, setFit] = useState<{ extent: PlanExtent } | null>(null);
  const [tab, setTab] = useState('plan');
  const { plots } = data;
  const dispatchFromPlan = useCallback(
    (action: FilterAction) => {
      dispatch(action);
      if (action.type !== 'set' || action.group !== 'carres' || !plots) return;
      const extent = carresExtent(plots, action.values);
      if (extent) setFit({ extent });
    },
    [plots],
  );
  const roles = actor?.roles ?? [];
  // The plan's toolbar (filters' button, search, administrators' tools) shares the title's row (issue 29).
  const [toolbarSlot, setToolbarSlot] = useState<HTMLDivElement | null>(null);
  return (
    <PlanPage plan={tab === 'plan'}>
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'plan')} keepMounted={false} style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, gap: 6 }}>
        {/* Title, tabs and the plan's toolbar share one row: on a tablet every row above the map is taken from the map. */}
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} fz={22} lh="44px">
            CONCESSIONS
          </Title>
          <Tabs.List>
            <Tabs.Tab value="plan" fz="md" mih={44}>
              Plan
            </Tabs.Tab>
            <Tabs.Tab value="liste" fz="md" mih={44}>
              Liste
            </Tabs.Tab>
          </Tabs.List>
          {tab === 'plan' && <Group ref={setToolbarSlot} gap="sm" align="center" wrap="wrap" style={{ flex: '1 1 480px' }} />}
        </Group>
        <Tabs.Panel value="plan" style={{ flex: 1, minHeight: 0 }}>
          <PlanWorkspace
            data={data}
            isShown={isShown}
            firstDrawShown={activeFilterCount(filters) === 0 ? 'all' : 'wait'}
            showStatistics
            toolbarSlot={toolbarSlot}
            toolbarStart={data.plots && <FilterButton plots={data.plots} state={filters} dispatch={dispatchFromPlan} />}
            fit={fit}
            filterBar={<QuickFilterBar state={filters} dispatch={dispatch} />}
            toolbarExtra={
              <>
                {canWrite(roles) && data.plots && <AddConcessionModal plots={data.plots} />}
                {isAdmin(roles) && data.espaceId && <ImportSvgButton espaceId={data.espaceId} />}
              </>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="liste" pt="sm">
          <Suspense
            fallback={
              <Center py="xl">
                <LoadingIndicator label="Chargement de la liste" />
              </Center>
            }
          >
            <ConcessionsList filters={filters} dispatch={dispatch} quickFilters={(state, send) => <QuickFilterBar state={state} dispatch={send} />} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </PlanPage>
  );
}
