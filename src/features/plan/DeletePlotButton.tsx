import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useEnqueue } from '../../replica/useEnqueue';

interface DeletePlotButtonProps {
  emplacementId: string;
  onDeleted: () => void;
}

/**
 * 'Supprimer l'emplacement' of the side panel (spec 001 §2, §6), shown to administrators only by the panel;
 * the mutation checks the role again, and refuses a plot with a concession or deceased in French.
 */
export function DeletePlotButton({ emplacementId, onDeleted }: DeletePlotButtonProps) {
  const enqueue = useEnqueue();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await enqueue({ name: 'emplacement.delete', args: { id: emplacementId } });
      setOpen(false);
      onDeleted();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'La suppression a échoué.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button color="red" variant="outline" size="lg" onClick={() => setOpen(true)}>
        Supprimer l'emplacement
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Supprimer l'emplacement" centered>
        <Stack>
          <Text>Etes vous sûr de vouloir définitivement supprimer cet emplacement ?</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="lg" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button color="red" size="lg" loading={busy} onClick={() => void confirm()}>
              Supprimer
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
