import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useCallback, useReducer, useState } from 'react';
import { EMPTY_FILTERS, filterReducer, type FilterAction } from '../../domain/filters';
import { carresExtent, type PlanExtent } from '../../domain/plan';
import { canWrite, isAdmin } from '../../domain/roles';
import { useActor } from '../../replica/useEnqueue';
import { ConcessionsList } from '../listes';
import { AddConcessionModal } from './AddConcessionModal';
import { FilterButton } from './FilterButton';
import { ImportSvgButton } from './ImportSvgButton';
import { PlanWorkspace } from './PlanWorkspace';
import { QuickFilterBar } from './QuickFilterBar';
import { usePlanData } from './usePlanData';
import { usePlanFilter } from './usePlanFilter';

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
          <ConcessionsList filters={filters} dispatch={dispatch} quickFilters={(state, send) => <QuickFilterBar state={state} dispatch={send} />} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
