import { Alert, Box, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { isAdmin } from '../../domain/roles';
import type { PlanPlot } from '../../domain/plan';
import { useActor } from '../../replica/useEnqueue';
import { LocatePanel } from './LocatePanel';
import type { PlanPosition } from './map/planMapProps';
import { PlanLegend } from './PlanLegend';
import { PlanMap } from './PlanMap';
import { PlanSearch } from './PlanSearch';
import { PlotSidePanel } from './PlotSidePanel';
import { StatisticsBox } from './StatisticsBox';
import type { PlanData } from './usePlanData';
import { useGeoreference } from './useGeoreference';

interface PlanWorkspaceProps {
  data: PlanData;
  /** Which plots the screen's filters keep; keep it stable (useCallback), it recomputes the shown set. */
  isShown: (plot: PlanPlot) => boolean;
  filterBar: ReactNode;
  /** First item of the toolbar (the filter modal's button). */
  toolbarStart?: ReactNode;
  showStatistics?: boolean;
  /** Administrators' tools of the screen (add a concession, import a plan). */
  toolbarExtra?: ReactNode;
}

/** The plan tab of /concessions and /emplacement: filters, search, map, overlays and the side panel. */
export function PlanWorkspace({ data, isShown, filterBar, toolbarStart, showStatistics = false, toolbarExtra }: PlanWorkspaceProps) {
  const { plots, image, width, height, espace } = data;
  const actor = useActor();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  const [position, setPosition] = useState<PlanPosition | null>(null);
  const georef = useGeoreference(espace);

  const visible = useMemo(() => {
    if (!plots) return null;
    const shown = plots.filter(isShown);
    return shown.length === plots.length ? null : new Set(shown.map((p) => p.id));
  }, [plots, isShown]);
  const selected = useMemo(() => plots?.find((p) => p.id === selectedId) ?? null, [plots, selectedId]);
  const pick = useCallback((plot: PlanPlot) => {
    setSelectedId(plot.id);
    setFocus({ id: plot.id });
  }, []);

  if (!plots || image.status === 'loading') {
    return (
      <Center h={400}>
        <Loader aria-label="Chargement du plan" />
      </Center>
    );
  }
  const shownPlots = visible === null ? plots : plots.filter((p) => visible.has(p.id));

  return (
    <Stack gap="xs" h="100%">
      <Group gap="sm" align="flex-end">
        {toolbarStart}
        <PlanSearch plots={shownPlots} onPick={pick} />
        {toolbarExtra}
      </Group>
      <Group gap="sm" justify="space-between" align="center">
        {filterBar}
        {showStatistics && <StatisticsBox plots={plots} />}
      </Group>
      {image.status === 'error' && <Alert color="orange">{image.message}</Alert>}
      {image.status === 'none' && plots.length === 0 && <Text>Aucun plan n’a encore été importé pour ce cimetière.</Text>}
      <Box pos="relative" mih={360} style={{ flex: 1, overflow: 'hidden', borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}>
        <PlanMap
          imageUrl={image.status === 'ready' ? image.url : null}
          width={width}
          height={height}
          plots={plots}
          visible={visible}
          selectedId={selectedId}
          onSelect={setSelectedId}
          focus={focus}
          position={position}
        />
        <Stack gap="xs" pos="absolute" top={8} left={60} style={{ zIndex: 2, pointerEvents: 'none' }} maw={340}>
          {georef && (
            <Box style={{ pointerEvents: 'auto' }}>
              <LocatePanel georef={georef} plots={plots} onPosition={setPosition} onPick={pick} />
            </Box>
          )}
        </Stack>
        {/* Left of the app's floating help button, which sits over the map's bottom-right corner. */}
        <Box pos="absolute" bottom={8} right={76} style={{ zIndex: 2 }}>
          <PlanLegend />
        </Box>
        {selected && <PlotSidePanel plot={selected} canDelete={actor !== null && isAdmin(actor.roles)} onClose={() => setSelectedId(null)} />}
      </Box>
    </Stack>
  );
}
