import { Center, Group, Stack, Tabs, Title } from '@mantine/core';
import { Suspense, lazy, useCallback, useReducer, useState } from 'react';
import { EMPTY_FILTERS, filterReducer, type FilterAction } from '../../domain/filters';
import { carresExtent, type PlanExtent } from '../../domain/plan';
import { canWrite, isAdmin } from '../../domain/roles';
import { useActor } from '../../replica/useEnqueue';
import { AddConcessionModal } from './AddConcessionModal';
import { FilterButton } from './FilterButton';
import { ImportSvgButton } from './ImportSvgButton';
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
  const data = usePlanData();
  const actor = useActor();
  const [filters, dispatch] = useReducer(filterReducer, EMPTY_FILTERS);
  const isShown = usePlanFilter(filters);
  // Choosing carrés in the filters brings them to fill the map, so their plots can be tapped (issue 14).
  const [fit, setFit] = useState<{ extent: PlanExtent } | null>(null);
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
  return (
    // The page fills the window below the top bar, so the map takes what the toolbars leave.
    <Stack gap={6} h="calc(100dvh - var(--app-shell-header-height, 64px) - 2 * var(--mantine-spacing-lg))" mih={640}>
      <Tabs defaultValue="plan" keepMounted={false} style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        {/* Title and tabs share one row: on a tablet every row above the map is taken from the map. */}
        <Group gap="xl" align="flex-end" wrap="nowrap">
          <Title order={1} size="h2">
            CONCESSIONS
          </Title>
          <Tabs.List style={{ flex: 1 }}>
            <Tabs.Tab value="plan" fz="lg" mih={44}>
              Plan
            </Tabs.Tab>
            <Tabs.Tab value="liste" fz="lg" mih={44}>
              Liste
            </Tabs.Tab>
          </Tabs.List>
        </Group>
        <Tabs.Panel value="plan" pt="xs" style={{ flex: 1, minHeight: 0 }}>
          <PlanWorkspace
            data={data}
            isShown={isShown}
            showStatistics
            toolbarStart={data.plots && <FilterButton plots={data.plots} state={filters} dispatch={dispatchFromPlan} />}
            fit={fit}
            filterBar={<QuickFilterBar state={filters} dispatch={dispatch} />}
            toolbarExtra={
              <Group gap="sm">
                {canWrite(roles) && data.plots && <AddConcessionModal plots={data.plots} />}
                {isAdmin(roles) && data.espaceId && <ImportSvgButton espaceId={data.espaceId} />}
              </Group>
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
    </Stack>
  );
}
