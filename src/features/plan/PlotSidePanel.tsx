import { ActionIcon, Badge, Button, Divider, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatFrDate } from '../../domain/dates';
import type { PlanPlot } from '../../domain/plan';
import { PvConstatButton } from '../procedures/pv/PvConstatButton';
import { LabeledValue } from '../shared/LabeledValue';
import { DeletePlotButton } from './DeletePlotButton';
import { panelStateOf, panelTitle } from './panelState';
import './plotSidePanel.css';

interface PlotSidePanelProps {
  plot: PlanPlot;
  canDelete: boolean;
  onClose: () => void;
}

/**
 * The 350 px side panel of the clicked plot (spec 001 §2 concessions screen, §9 plan side panel 350 px), a sheet
 * along the map's foot on a narrow screen (plotSidePanel.css, issue 29).
 */
export function PlotSidePanel({ plot, canDelete, onClose }: PlotSidePanelProps) {
  const state = panelStateOf(plot.status.code);
  const title = panelTitle(state, plot.status.label);
  const location = plot.location;
  return (
    <Paper
      component="aside"
      aria-label="Détail de l'emplacement"
      data-testid="plot-panel"
      data-state={state}
      shadow="md"
      withBorder
      className="plot-side-panel"
    >
      <Group justify="space-between" p="md" wrap="nowrap">
        <Title order={2} size="h4">
          {plot.label || 'Emplacement'}
        </Title>
        <ActionIcon variant="subtle" size={44} onClick={onClose} aria-label="Fermer le détail">
          ✕
        </ActionIcon>
      </Group>
      {/* First thing under the title, always in view: what a user opens the panel for (issue 14). */}
      <Button component={Link} to={`/fiche-concession/${plot.id}`} size="lg" mx="md" mb="sm">
        Voir la fiche
      </Button>
      {/* Focusable so a keyboard can scroll it when it holds no control (axe scrollable-region-focusable). */}
      <ScrollArea style={{ flex: 1 }} px="md" type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': "Détails de l'emplacement" }}>
        <Stack gap="sm" pb="md">
          <Badge size="lg" color={plot.status.hex} variant="filled" c={state === 'libre' ? 'dark' : undefined} style={{ border: '1px solid #495057' }}>
            {title}
          </Badge>
          {location && (
            <>
              <LabeledValue size="md" label="Famille">{plot.famille ?? '—'}</LabeledValue>
              <LabeledValue size="md" label="Type">{location.type}</LabeledValue>
              <LabeledValue size="md" label="Concessionnaires">{plot.holders.length > 0 ? plot.holders.join(', ') : '—'}</LabeledValue>
              <LabeledValue size="md" label="Défunts">{plot.deceased.length > 0 ? plot.deceased.join(', ') : '—'}</LabeledValue>
              <LabeledValue size="md" label="Date de fin">{plot.status.perpetuelle ? 'Perpétuelle' : location.dateFin ? formatFrDate(location.dateFin) : 'Non renseignée'}</LabeledValue>
            </>
          )}
          {!location && <Text>Aucune concession sur cet emplacement.</Text>}
          {location && <PvConstatButton emplacementId={plot.id} />}
        </Stack>
      </ScrollArea>
      {/* The destructive action apart at the foot of the panel, far from 'Voir la fiche'. */}
      {canDelete && (
        <>
          <Divider />
          <Stack p="md">
            <DeletePlotButton emplacementId={plot.id} onDeleted={onClose} />
          </Stack>
        </>
      )}
    </Paper>
  );
}
