import { Group, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatDecimalFr } from '../../domain/formatNumber';
import { planStatistics, type PlanPlot } from '../../domain/plan';

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
