import { ActionIcon, Alert, Button, List, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { lonLatToPlan, metresPerPixel, type Georeference } from '../../domain/geo';
import { nearestPlots, type PlanPlot } from '../../domain/plan';
import type { PlanPosition } from './map/planMapProps';
import { useGeolocation } from './useGeolocation';

interface LocatePanelProps {
  georef: Georeference;
  plots: readonly PlanPlot[];
  onPosition: (position: PlanPosition | null) => void;
  onPick: (plot: PlanPlot) => void;
}

/**
 * 'Me localiser' on a georeferenced plan (issue 4 "You are here"): the GPS position and its accuracy circle
 * on the plan, and the nearest plots. Without a fix or a permission, a message; the plan keeps working. Idle,
 * it is one icon button in the column of the map's controls.
 */
export function LocatePanel({ georef, plots, onPosition, onPick }: LocatePanelProps) {
  const { state, start, stop } = useGeolocation();
  const position = useMemo<PlanPosition | null>(() => {
    if (state.status !== 'ok') return null;
    const [x, y] = lonLatToPlan(georef.transform, [state.lon, state.lat]);
    return { x, y, accuracyPx: state.accuracy / metresPerPixel(georef.transform), follow: state.first };
  }, [state, georef]);
  useEffect(() => onPosition(position), [position, onPosition]);
  const near = useMemo(() => (position ? nearestPlots(plots, [position.x, position.y], 5) : []), [plots, position]);
  const mpp = metresPerPixel(georef.transform);

  const idle = state.status === 'idle' || state.status === 'error';
  return (
    <Paper withBorder shadow="sm" p={state.status === 'idle' ? 0 : 'sm'} radius="md" component="section" aria-label="Ma position" data-testid="locate-panel">
      <Stack gap="xs" align={idle ? 'flex-end' : undefined}>
        {idle ? (
          // A 44 px button in the column of the map's controls (issue 29), named and titled 'Me localiser'.
          <ActionIcon size={44} variant="filled" onClick={start} aria-label="Me localiser" title="Me localiser">
            <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} aria-hidden="true">
              <path d="M12 8a4 4 0 1 0 0 8a4 4 0 0 0 0-8zM12 2v4M12 18v4M2 12h4M18 12h4" />
            </svg>
          </ActionIcon>
        ) : (
          <Button size="lg" variant="default" onClick={stop}>
            Arrêter la localisation
          </Button>
        )}
        {state.status === 'waiting' && <Text>Recherche de la position…</Text>}
        {state.status === 'error' && (
          <Alert color="orange" role="alert">
            {state.message}
          </Alert>
        )}
        {state.status === 'ok' && (
          <>
            <Text size="sm">Précision : {Math.round(state.accuracy)} m</Text>
            <Text fw={700} size="sm">
              Emplacements les plus proches
            </Text>
            <List listStyleType="none" spacing={0} data-testid="nearest-plots">
              {near.map(({ plot, distance }) => (
                <List.Item key={plot.id}>
                  <UnstyledButton mih={44} onClick={() => onPick(plot)} data-plot-id={plot.id}>
                    {plot.label}
                    {plot.famille ? ` — ${plot.famille}` : ''} ({distance === 0 ? 'vous êtes ici' : `${Math.round(distance * mpp)} m`})
                  </UnstyledButton>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
