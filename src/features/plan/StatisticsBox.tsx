import { Group, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatDecimalFr } from '../../domain/formatNumber';
import { planStatistics, type PlanPlot } from '../../domain/plan';
import { LoadingIndicator } from '../shared/LoadingIndicator';

/** The statistics box of the concessions plan (spec 001 §2, §3 Space statistics), from the replica. */
export function StatisticsBox({ plots }: { plots: readonly PlanPlot[] }) {
  const stats = useMemo(() => planStatistics(plots), [plots]);
  return (
    <Paper withBorder px="sm" py={4} radius="md" aria-label="Statistiques du cimetière" component="section" data-testid="plan-stats">
      <Group gap="md" wrap="wrap">
        <Text size="sm" data-testid="stats-libre">
          Emplacements libres : {formatDecimalFr(stats.libre.percent, 1)} % ({stats.libre.nb} / {stats.libre.total})
        </Text>
        <Text size="sm" data-testid="stats-echues">
          Concessions échues : {formatDecimalFr(stats.echues.percent, 1)} % ({stats.echues.nb})
        </Text>
        <Text size="sm" data-testid="stats-concessions">Concessions : {stats.concession.total}</Text>
      </Group>
    </Paper>
  );
}

/**
 * The statistics box while the plots are read (issue 29): the box's own frame and one line of text, so that on a
 * tablet, where the statistics fit one line, the map below keeps its size when they come (no jump, and the plan's
 * opening picture, taken at the map's size, fits the next opening).
 */
export function StatisticsLoading() {
  return (
    <Paper withBorder px="sm" py={4} radius="md" data-testid="plan-stats-loading">
      <Group gap="xs" wrap="nowrap">
        <LoadingIndicator size="xs" label="Chargement des statistiques" />
        <Text size="sm">Chargement des statistiques…</Text>
      </Group>
    </Paper>
  );
}
