import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { ConcessionStatusCode } from '../../domain/constants/status';
import { matchesQuickFilters, type PlanPlot } from '../../domain/plan';
import { canWrite, isAdmin } from '../../domain/roles';
import { useActor } from '../../replica/useEnqueue';
import { AddConcessionModal } from './AddConcessionModal';
import { ImportSvgButton } from './ImportSvgButton';
import { PlanWorkspace } from './PlanWorkspace';
import { QuickFilterBar } from './QuickFilterBar';
import { usePlanData } from './usePlanData';

/**
 * /concessions (spec 001 §2): Plan tab by default, with the statistics box, the quick filters and the side
 * panel; Liste tab for the table of concessions (issue 6 builds it, with the full filter modal).
 */
export function ConcessionsPage() {
  const data = usePlanData();
  const actor = useActor();
  const [quick, setQuick] = useState<Set<ConcessionStatusCode>>(() => new Set());
  const isShown = useCallback((plot: PlanPlot) => matchesQuickFilters(plot.status, quick), [quick]);
  const roles = actor?.roles ?? [];
  return (
    <Stack gap="sm">
      <Title order={1}>CONCESSIONS</Title>
      <Tabs defaultValue="plan" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="plan" fz="lg" mih={44}>
            Plan
          </Tabs.Tab>
          <Tabs.Tab value="liste" fz="lg" mih={44}>
            Liste
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plan" pt="sm">
          <PlanWorkspace
            data={data}
            isShown={isShown}
            showStatistics
            filterBar={<QuickFilterBar value={quick} onChange={setQuick} />}
            toolbarExtra={
              <Group gap="sm">
                {canWrite(roles) && data.plots && <AddConcessionModal plots={data.plots} />}
                {isAdmin(roles) && data.espaceId && <ImportSvgButton espaceId={data.espaceId} />}
              </Group>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="liste" pt="sm">
          <Text size="lg">La liste des concessions arrive bientôt.</Text>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
