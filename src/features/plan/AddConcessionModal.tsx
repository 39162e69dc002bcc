import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanPlot } from '../../domain/plan';
import { MountOnFirstOpen } from '../shared/MountOnFirstOpen';

/**
 * The add-concession modal of the concessions screen (spec 001 §2): choose a free plot, then its sheet
 * (/fiche-concession/{id}) where the assignment wizard starts. Drawn, and the free plots listed, from its first
 * opening on, not with the screen (issue 14, first screen).
 */
export function AddConcessionModal({ plots }: { plots: readonly PlanPlot[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="md" h={44} onClick={() => setOpen(true)}>
        Ajouter une concession
      </Button>
      <MountOnFirstOpen opened={open}>{(shown) => <FreePlotDialog opened={shown} onClose={() => setOpen(false)} plots={plots} />}</MountOnFirstOpen>
    </>
  );
}

function FreePlotDialog({ opened, onClose, plots }: { opened: boolean; onClose: () => void; plots: readonly PlanPlot[] }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string | null>(null);
  const free = useMemo(
    () =>
      plots
        .filter((p) => p.status.code === 'libre')
        .map((p) => ({ value: p.id, label: p.label || 'Emplacement sans numéro' }))
        .sort((a, b) => a.label.localeCompare(b.label, 'fr', { numeric: true })),
    [plots],
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Ajouter une concession" centered>
      <Stack>
        {free.length === 0 ? (
          <Text>Aucun emplacement libre.</Text>
        ) : (
          <Select size="lg" searchable label="Emplacement libre" placeholder="Choisir un emplacement" data={free} value={choice} onChange={setChoice} limit={200} />
        )}
        <Button size="lg" disabled={!choice} onClick={() => choice && navigate(`/fiche-concession/${choice}`)}>
          Continuer
        </Button>
      </Stack>
    </Modal>
  );
}
