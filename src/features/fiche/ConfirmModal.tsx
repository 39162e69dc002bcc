import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  /** The spec's confirmation text, verbatim (spec 001 §8). */
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes / no question before a destructive action, with large buttons for the tablet. */
export function ConfirmModal({ opened, message, confirmLabel = 'Confirmer', onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Confirmation" centered size="md">
      <Text size="lg" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button
          size="lg"
          color="red"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
