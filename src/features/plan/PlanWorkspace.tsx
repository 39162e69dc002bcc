import { Alert, Box, Button, Center, Collapse, Group, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { isAdmin } from '../../domain/roles';
import type { PlanExtent, PlanPlot } from '../../domain/plan';
import { useAwaitingFirstPull } from '../../replica/queries/firstPull';
import { useActor } from '../../replica/useEnqueue';
import { LocatePanel } from './LocatePanel';
import type { PlanPosition } from './map/planMapProps';
import { PlanLegend } from './PlanLegend';
import { PlanMap } from './PlanMap';
import { PlanSearch } from './PlanSearch';
import { StatisticsBox } from './StatisticsBox';
import type { PlanData } from './usePlanData';
import { useGeoreference } from './useGeoreference';
import { useSelectedPlot } from './useSelectedPlot';
import { LoadingIndicator } from '../shared/LoadingIndicator';

// The side panel of a chosen plot loads at the first choice, not with the plan (issue 14, first screen).
const PlotSidePanel = lazy(() => import('./PlotSidePanel').then((m) => ({ default: m.PlotSidePanel })));

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
  /** Fit the map to this box (the carré chosen in the filters); a new object fits again. */
  fit?: { extent: PlanExtent } | null;
}

/** Statistics start open only where the screen is tall enough to give them a row without starving the map. */
const statisticsOpenAtFirst = () => typeof window !== 'undefined' && window.innerHeight >= 1000;

/**
 * The plan tab of /concessions and /emplacement: one compact toolbar, the quick filters on one row, the
 * statistics folded on a short screen, then the map, which takes the rest (issue 14: on a tablet held
 * landscape the map must own the screen); the legend sits under the map, never over plots.
 */
export function PlanWorkspace({ data, isShown, filterBar, toolbarStart, showStatistics = false, toolbarExtra, fit = null }: PlanWorkspaceProps) {
  const { plots, image, width, height, espace, espaceId } = data;
  const actor = useActor();
  const awaitingFirstPull = useAwaitingFirstPull(espaceId);
  const { selectedId, select, focus, pick } = useSelectedPlot();
  const [position, setPosition] = useState<PlanPosition | null>(null);
  const [statsOpen, setStatsOpen] = useState(statisticsOpenAtFirst);
  const georef = useGeoreference(espace);
  const toggleStats = useCallback(() => setStatsOpen((o) => !o), []);

  const visible = useMemo(() => {
    if (!plots) return null;
    const shown = plots.filter(isShown);
    return shown.length === plots.length ? null : new Set(shown.map((p) => p.id));
  }, [plots, isShown]);
  const selected = useMemo(() => plots?.find((p) => p.id === selectedId) ?? null, [plots, selectedId]);

  // An empty replica still being filled is loading, not a cemetery without a plan.
  const loading = !plots || image.status === 'loading' || (plots.length === 0 && awaitingFirstPull !== false);
  if (loading) {
    return (
      <Center h={400}>
        <Stack align="center" gap="xs" role="status">
          <LoadingIndicator label="Chargement du plan" />
          <Text>Chargement du plan…</Text>
        </Stack>
      </Center>
    );
  }
  const shownPlots = visible === null ? plots : plots.filter((p) => visible.has(p.id));

  return (
    <Stack gap={6} h="100%">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {toolbarStart}
        <Box style={{ flex: '1 1 220px', minWidth: 220, maxWidth: 400 }}>
          <PlanSearch plots={shownPlots} onPick={pick} />
        </Box>
        {toolbarExtra}
        {showStatistics && (
          <Button size="lg" variant="default" onClick={toggleStats} aria-expanded={statsOpen} aria-controls="plan-statistics">
            Statistiques
          </Button>
        )}
      </Group>
      {/* One row whatever the width: it scrolls sideways rather than pushing the map down. The browser's own
          scrolling: Mantine's ScrollArea measured its bar in a long task of the first screen (issue 14, TBT). */}
      <Box style={{ overflowX: 'auto', scrollbarWidth: 'thin', paddingBottom: 4 }}>
        <Box style={{ whiteSpace: 'nowrap', width: 'max-content' }}>{filterBar}</Box>
      </Box>
      {showStatistics && (
        <Collapse expanded={statsOpen} id="plan-statistics">
          <StatisticsBox plots={plots} />
        </Collapse>
      )}
      {image.status === 'error' && <Alert color="orange">{image.message}</Alert>}
      {image.status === 'none' && plots.length === 0 && <Text>Aucun plan n’a encore été importé pour ce cimetière.</Text>}
      <Box pos="relative" mih={300} style={{ flex: 1, overflow: 'hidden', borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}>
        <PlanMap
          imageUrl={image.status === 'ready' ? image.url : null}
          width={width}
          height={height}
          plots={plots}
          visible={visible}
          selectedId={selectedId}
          onSelect={select}
          focus={focus}
          position={position}
          fit={fit}
        />
        <Stack gap="xs" pos="absolute" top={8} left={60} style={{ zIndex: 2, pointerEvents: 'none' }} maw={340}>
          {georef && (
            <Box style={{ pointerEvents: 'auto' }}>
              <LocatePanel georef={georef} plots={plots} onPosition={setPosition} onPick={pick} />
            </Box>
          )}
        </Stack>
        {selected && (
          <Suspense fallback={null}>
            <PlotSidePanel plot={selected} canDelete={actor !== null && isAdmin(actor.roles)} onClose={() => select(null)} />
          </Suspense>
        )}
      </Box>
      {/* Right of it, the app's floating help button. */}
      <Box pr={72}>
        <PlanLegend />
      </Box>
    </Stack>
  );
}
