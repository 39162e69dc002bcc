import { Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { planStatistics, type PlanPlot } from '../../domain/plan';

const fmt = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** The statistics box of the concessions plan (spec 001 §2, §3 Space statistics), from the replica. */
export function StatisticsBox({ plots }: { plots: readonly PlanPlot[] }) {
  const stats = useMemo(() => planStatistics(plots), [plots]);
  return (
    <Paper withBorder shadow="sm" p="sm" radius="md" aria-label="Statistiques du cimetière" component="section" data-testid="plan-stats">
      <Stack gap={2}>
        <Text fw={700}>Statistiques</Text>
        <Text data-testid="stats-libre">
          Emplacements libres : {fmt.format(stats.libre.percent)} % ({stats.libre.nb} / {stats.libre.total})
        </Text>
        <Text data-testid="stats-echues">
          Concessions échues : {fmt.format(stats.echues.percent)} % ({stats.echues.nb})
        </Text>
        <Text data-testid="stats-concessions">Concessions : {stats.concession.total}</Text>
      </Stack>
    </Paper>
  );
}
