import { Group, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { planStatistics, type PlanPlot } from '../../domain/plan';

const fmt = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** The statistics box of the concessions plan (spec 001 §2, §3 Space statistics), from the replica. */
export function StatisticsBox({ plots }: { plots: readonly PlanPlot[] }) {
  const stats = useMemo(() => planStatistics(plots), [plots]);
  return (
    <Paper withBorder px="sm" py={4} radius="md" aria-label="Statistiques du cimetière" component="section" data-testid="plan-stats">
      <Group gap="md" wrap="wrap">
        <Text size="sm" data-testid="stats-libre">
          Emplacements libres : {fmt.format(stats.libre.percent)} % ({stats.libre.nb} / {stats.libre.total})
        </Text>
        <Text size="sm" data-testid="stats-echues">
          Concessions échues : {fmt.format(stats.echues.percent)} % ({stats.echues.nb})
        </Text>
        <Text size="sm" data-testid="stats-concessions">Concessions : {stats.concession.total}</Text>
      </Group>
    </Paper>
  );
}
