import { type ReactNode, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDecisionModalProps {
  opened: boolean;
  message: string;
  confirmLabel: string;
  color: string;
  /** Extra fields between the question and the buttons. */
  children?: ReactNode;
  /** Runs the decision; the dialog stays open, its button loading, until it ends. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** The yes / no question asked before validating or refusing an account request, with large buttons. */
export function ConfirmDecisionModal({ opened, message, confirmLabel, color, children, onConfirm, onClose }: ConfirmDecisionModalProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title="Confirmation" centered size="md">
      <Text size="lg" mb="lg">
        {message}
      </Text>
      {children}
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={onClose} disabled={busy}>
          Annuler
        </Button>
        <Button size="lg" color={color} onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
