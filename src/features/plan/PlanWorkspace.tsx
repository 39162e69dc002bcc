import { Alert, Box, Button, Center, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isAdmin } from '../../domain/roles';
import { firstDrawShownIds, type FirstDrawShown, type PlanExtent, type PlanPlot } from '../../domain/plan';
import { useAwaitingFirstPull } from '../../replica/queries/firstPull';
import { useActor } from '../../replica/useEnqueue';
import { LocatePanel } from './LocatePanel';
import type { PlanPosition, PlanTap } from './map/planMapProps';
import { PlanLegend } from './PlanLegend';
import { PlanMap, preloadPlanMap } from './PlanMap';
import { PlanOpeningPicture } from './PlanOpeningPicture';
import './planBar.css';
import { PlanSearch } from './PlanSearch';
import './plotSidePanel.css';
import { StatisticsBox, StatisticsLoading } from './StatisticsBox';
import type { PlanData } from './usePlanData';
import { useGeoreference } from './useGeoreference';
import { useSelectedPlot } from './useSelectedPlot';
import { LoadingIndicator } from '../shared/LoadingIndicator';
import { SyncStateBadge } from '../sync/SyncStateBadge';

// The side panel of a chosen plot loads at the first choice, not with the plan (issue 14, first screen).
const PlotSidePanel = lazy(() => import('./PlotSidePanel').then((m) => ({ default: m.PlotSidePanel })));

interface PlanWorkspaceProps {
  data: PlanData;
  /** Which plots the screen's filters keep; keep it stable (useCallback), it recomputes the shown set. */
  isShown: (plot: PlanPlot) => boolean;
  /**
   * Which plots of the snapshot's first frame are shown before the plots come (issue 29): those `isShown` keeps
   * when it can be told from the frame, else 'wait' (the user's filters need the plots: none drawn meanwhile).
   */
  firstDrawShown?: FirstDrawShown;
  filterBar: ReactNode;
  /** First item of the toolbar (the filter modal's button). */
  toolbarStart?: ReactNode;
  showStatistics?: boolean;
  /** Administrators' tools of the screen (add a concession, import a plan). */
  toolbarExtra?: ReactNode;
  /** Fit the map to this box (the carré chosen in the filters); a new object fits again. */
  fit?: { extent: PlanExtent } | null;
  /** Where the toolbar (filters' button, search, administrators' tools) goes: the screen's title row. */
  toolbarSlot?: HTMLElement | null;
}

/** Where 'Me localiser' sits in the column of the map's controls (olPlanMap.css: under the full screen button). */
const LOCATE_TOP = 60;

/** The map's box, shown in full screen with the sync state (issue 29). */
const FULLSCREEN_ID = 'plan-plein-ecran';


function Chevron({ open }: { open: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} aria-hidden="true" style={{ transform: open ? 'rotate(180deg)' : undefined }}>
      <path d="M6 9l6 6l6-6" />
    </svg>
  );
}

/** Statistics start open only where the screen is tall enough to give them a row without starving the map. */
const statisticsOpenAtFirst = () => typeof window !== 'undefined' && window.innerHeight >= 1000;

/**
 * The plan tab of /concessions and /emplacement: the toolbar (in the screen's title row when it gives a slot),
 * the statistics folded on a short screen, the map, which takes the rest, then one bar with the quick filters,
 * the legend's and the statistics' buttons (issues 14 and 29: on a tablet held landscape the map owns 70 % of
 * the screen). Every control of the map is in one column on its right edge, 'Me localiser' included; in full
 * screen the sync state comes with the map.
 */
export function PlanWorkspace({ data, isShown, firstDrawShown = 'all', filterBar, toolbarStart, showStatistics = false, toolbarExtra, fit = null, toolbarSlot = null }: PlanWorkspaceProps) {
  const { plots, firstDraw, plotsStamp, onFirstDrawn, pictures, onPicture, image, width, height, espace, espaceId } = data;
  const actor = useActor();
  const awaitingFirstPull = useAwaitingFirstPull(espaceId);
  const { selectedId, select, focus, pick } = useSelectedPlot();
  const [position, setPosition] = useState<PlanPosition | null>(null);
  const [statsOpen, setStatsOpen] = useState(statisticsOpenAtFirst);
  const georef = useGeoreference(espace);
  const toggleStats = useCallback(() => setStatsOpen((o) => !o), []);
  // The legend starts folded behind its button: its rows are taken from the map (issue 29).
  const [legendOpen, setLegendOpen] = useState(false);
  const toggleLegend = useCallback(() => setLegendOpen((o) => !o), []);
  const [inFullscreen, setInFullscreen] = useState(false);
  // The map's code loads while the plots and the plan image are read, not after (issue 29).
  useEffect(preloadPlanMap, []);
  // Until the map has drawn its plots, the opening picture (issue 29) stands for it when there is one.
  const [mapDrawn, setMapDrawn] = useState(false);
  const [pendingTap, setPendingTap] = useState<PlanTap | null>(null);
  const pictureUp = useRef(false);
  // Once the map has drawn, no picture is ever put over it (it would not follow the map's moves).
  const drawnOnce = useRef(false);
  const onPlotsDrawn = useCallback(() => {
    drawnOnce.current = true;
    // Only a picture on screen needs this screen drawn again to go.
    if (pictureUp.current) setMapDrawn(true);
    onFirstDrawn();
  }, [onFirstDrawn]);

  const visible = useMemo(() => {
    if (!plots) return firstDraw ? firstDrawShownIds(firstDraw, firstDrawShown) : null;
    const shown = plots.filter(isShown);
    return shown.length === plots.length ? null : new Set(shown.map((p) => p.id));
  }, [plots, isShown, firstDraw, firstDrawShown]);
  const selected = useMemo(() => plots?.find((p) => p.id === selectedId) ?? null, [plots, selectedId]);

  // An empty replica still being filled is loading, not a cemetery without a plan.
  // The snapshot's first frame stands for the plots until they come (issue 29): the map draws it at once; the
  // search, the statistics and the side panel wait for the plots.
  const count = plots?.length ?? firstDraw?.count;
  const loading = count === undefined || image.status === 'loading' || (count === 0 && awaitingFirstPull !== false);
  // The screen's opening set, before any filter of the user's: the one a picture can show (issue 29).
  const pictureSet = firstDrawShown === 'wait' ? null : firstDrawShown;
  const withPicture = pictureSet !== null && pictures !== undefined && pictures.length > 0 && !mapDrawn && !drawnOnce.current;
  pictureUp.current = withPicture;
  // What the map draws may be kept as the next opening's picture: the opening set with nothing of the user's on it.
  const drawnStamp = plots ? plotsStamp : (firstDraw?.stamp ?? null);
  const pictureWanted = useMemo(
    () => (pictureSet && drawnStamp && pictures && !selectedId && !position && !fit && !inFullscreen ? { stamp: drawnStamp, set: pictureSet, taken: pictures } : null),
    [pictureSet, drawnStamp, pictures, selectedId, position, fit, inFullscreen],
  );
  if (loading && !withPicture) {
    return (
      <Center h={400}>
        <Stack align="center" gap="xs" role="status">
          <LoadingIndicator label="Chargement du plan" />
          <Text>Chargement du plan…</Text>
        </Stack>
      </Center>
    );
  }
  const shownPlots = !plots ? undefined : visible === null ? plots : plots.filter((p) => visible.has(p.id));
  const waitingForFilters = !plots && firstDrawShown === 'wait';

  const toolbar = (
    <>
      {toolbarStart}
      <Box style={{ flex: '1 1 160px', minWidth: 160, maxWidth: 400 }}>
        <PlanSearch plots={shownPlots} onPick={pick} />
      </Box>
      {toolbarExtra}
    </>
  );

  return (
    <Stack gap={6} h="100%">
      {toolbarSlot ? (
        createPortal(toolbar, toolbarSlot)
      ) : (
        <Group gap="sm" align="center" wrap="wrap">
          {toolbar}
        </Group>
      )}
      {showStatistics && (
        <Collapse expanded={statsOpen} id="plan-statistics">
          {plots ? <StatisticsBox plots={plots} /> : <StatisticsLoading />}
        </Collapse>
      )}
      {image.status === 'error' && <Alert color="orange">{image.message}</Alert>}
      {image.status === 'none' && count === 0 && <Text>Aucun plan n’a encore été importé pour ce cimetière.</Text>}
      {/* The element shown in full screen: the map, its controls and the sync state (issue 29). */}
      <Box id={FULLSCREEN_ID} className={georef ? 'plan-with-locate' : undefined} pos="relative" mih={300} bg="#f1f3f5" style={{ flex: 1, overflow: 'hidden', borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}>
        {withPicture && <PlanOpeningPicture pictures={pictures} set={pictureSet} onTap={setPendingTap} />}
        {!loading && (
        <PlanMap
          imageUrl={image.status === 'ready' ? image.url : null}
          raster={image.status === 'ready' ? image.raster : null}
          width={width}
          height={height}
          plots={plots ?? null}
          firstDraw={firstDraw}
          plotsStamp={plotsStamp}
          onPlotsDrawn={onPlotsDrawn}
          visible={visible}
          selectedId={selectedId}
          onSelect={select}
          focus={focus}
          position={position}
          fit={fit}
          fullscreenId={FULLSCREEN_ID}
          onFullscreen={setInFullscreen}
          picture={pictureWanted}
          onPicture={onPicture}
          pendingTap={pendingTap}
        />
        )}
        {waitingForFilters && (
          <Center style={{ position: 'absolute', inset: 0, zIndex: 2, pointerEvents: 'none' }}>
            <Stack align="center" gap="xs" role="status" bg="white" p="sm" style={{ borderRadius: 8 }}>
              <LoadingIndicator label="Application des filtres" />
              <Text>Application des filtres…</Text>
            </Stack>
          </Center>
        )}
        {georef && plots && (
          <Box pos="absolute" top={LOCATE_TOP} right={8} maw={340} style={{ zIndex: 2, display: 'flex', justifyContent: 'flex-end' }}>
            <LocatePanel georef={georef} plots={plots} onPosition={setPosition} onPick={pick} />
          </Box>
        )}
        {inFullscreen && (
          <Box pos="absolute" top={8} left={8} style={{ zIndex: 2 }}>
            <SyncStateBadge />
          </Box>
        )}
        {selectedId && !plots && (
          <Paper shadow="md" withBorder className="plot-side-panel" p="md" role="status" data-testid="plot-panel-loading">
            <LoadingIndicator label="Chargement de l’emplacement" />
          </Paper>
        )}
        {selected && (
          <Suspense fallback={null}>
            <PlotSidePanel plot={selected} canDelete={actor !== null && isAdmin(actor.roles)} onClose={() => select(null)} />
          </Suspense>
        )}
      </Box>
      {/* One bar under the map: the quick filters, the legend folded behind its button and the statistics' button
          (planBar.css). The browser's own scrolling: Mantine's
          ScrollArea measured its bar in a long task of the first screen (issue 14, TBT). */}
      <div className="plan-bar">
        <div className="plan-bar__filters">
          <div>{filterBar}</div>
        </div>
        <Button size="md" h={44} variant="default" style={{ flexShrink: 0 }} onClick={toggleLegend} aria-expanded={legendOpen} aria-controls="plan-legend" rightSection={<Chevron open={legendOpen} />}>
          Légende
        </Button>
        {showStatistics && (
          <Button size="md" h={44} variant="default" style={{ flexShrink: 0 }} onClick={toggleStats} aria-expanded={statsOpen} aria-controls="plan-statistics">
            Statistiques
          </Button>
        )}
      </div>
      <Collapse expanded={legendOpen}>
        <PlanLegend id="plan-legend" />
      </Collapse>
    </Stack>
  );
}
