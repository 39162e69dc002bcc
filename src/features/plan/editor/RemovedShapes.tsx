import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PlanPlot } from '../../../domain/plan';
import type { Draft } from './draft';

interface RemovedShapesProps {
  drafts: readonly Draft[];
  plots: readonly PlanPlot[];
  /** Forgets the removal: the plot is drawn again as it was. */
  onRestore: (key: string) => void;
}

/** The plots whose shape will be removed on save, each with a way back before saving. */
export function RemovedShapes({ drafts, plots, onRestore }: RemovedShapesProps) {
  const removed = drafts.filter((d) => d.geometry === null && d.plotId);
  if (removed.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Formes à supprimer">
      <Stack gap="xs">
        <Text fw={700}>Formes supprimées à l’enregistrement</Text>
        {removed.map((d) => (
          <Group key={d.key} justify="space-between" wrap="nowrap">
            <Text>{plots.find((p) => p.id === d.plotId)?.label || 'Emplacement sans numéro'}</Text>
            <Button size="md" mih={44} variant="default" onClick={() => onRestore(d.key)}>
              Rétablir
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
