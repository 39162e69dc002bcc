import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { PLOT_TYPE_FILTERS } from '../../../domain/constants/locationTypes';
import type { PlanPlot } from '../../../domain/plan';
import type { Draft } from './draft';

interface DraftPanelProps {
  draft: Draft;
  plots: readonly PlanPlot[];
  onChange: (draft: Draft) => void;
  /** Drops the shape: a new drawing is forgotten, a plot's shape is removed from the plot on save. */
  onDelete: () => void;
}

/** The question asked before a plot's shape leaves the plan (the plot itself stays). */
export function removeShapeQuestion(label: string): string {
  return `Supprimer la forme de l’emplacement ${label} ? L’emplacement est conservé, avec sa concession et ses défunts, mais il ne sera plus dessiné sur le plan.`;
}

/** Links the selected shape to an existing plot, or describes the plot to create (carré, allée, numéro, type). */
export function DraftPanel({ draft, plots, onChange, onDelete }: DraftPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const options = useMemo(
    () => plots.map((p) => ({ value: p.id, label: p.label || 'Emplacement sans numéro' })).sort((a, b) => a.label.localeCompare(b.label, 'fr', { numeric: true })),
    [plots],
  );
  return (
    <Paper withBorder p="sm" component="section" aria-label="Forme sélectionnée">
      <Stack gap="xs">
        <Text fw={700}>Forme sélectionnée</Text>
        <Select
          size="md"
          searchable
          clearable
          limit={100}
          label="Emplacement existant"
          placeholder="Aucun : nouvel emplacement"
          data={options}
          value={draft.plotId}
          onChange={(plotId) => onChange({ ...draft, plotId })}
        />
        {!draft.plotId && (
          <>
            <Group grow gap="xs">
              <TextInput size="md" label="Carré" value={draft.carre} onChange={(e) => onChange({ ...draft, carre: e.currentTarget.value })} />
              <TextInput size="md" label="Allée" value={draft.allee} onChange={(e) => onChange({ ...draft, allee: e.currentTarget.value })} />
              <TextInput size="md" label="Numéro" value={draft.numero} onChange={(e) => onChange({ ...draft, numero: e.currentTarget.value })} />
            </Group>
            <Select
              size="md"
              label="Type"
              placeholder="Type d'emplacement"
              data={PLOT_TYPE_FILTERS.map((t) => ({ value: t.type, label: t.label }))}
              value={draft.type}
              onChange={(type) => onChange({ ...draft, type })}
              clearable
            />
          </>
        )}
        <Button variant="outline" color="red" size="md" mih={44} onClick={() => (draft.fromPlan ? setConfirming(true) : onDelete())}>
          Supprimer la forme
        </Button>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Confirmation" centered>
        <Text size="lg" mb="lg">
          {removeShapeQuestion(plots.find((p) => p.id === draft.plotId)?.label || 'sans numéro')}
        </Text>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={() => setConfirming(false)}>
            Annuler
          </Button>
          <Button
            size="lg"
            color="red"
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            Supprimer
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
