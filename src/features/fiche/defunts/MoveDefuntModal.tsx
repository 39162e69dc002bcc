import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Occupant } from '../../../domain/entities/occupant';
import { MSG_MOVE_NO_TARGET } from '../../../domain/mutations/occupant';
import { DEFUNT_DEPLACE } from '../messages';
import { useRunMutation } from '../useFicheActions';
import { PlotPicker } from './PlotPicker';

/** 'Déplacer le défunt suite à une erreur' (spec 001 §4, §5): needs a chosen plot, else 'veuillez rechercher un emplacement'. */
export function MoveDefuntModal({ occupant, onClose }: { occupant: Occupant; onClose: () => void }) {
  const run = useRunMutation();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = async () => {
    if (!target) {
      setError(MSG_MOVE_NO_TARGET);
      return;
    }
    if (await run('occupant.move', { id: occupant.id, emplacementId: target }, DEFUNT_DEPLACE)) onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Déplacer le défunt suite à une erreur" size="lg">
      <Stack>
        <PlotPicker excludeId={occupant.emplacementId} value={target} onChange={(id) => { setTarget(id); setError(null); }} error={error} />
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button size="lg" onClick={() => void move()}>
            Déplacer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
