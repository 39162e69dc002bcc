import { Button, Group, Modal, Text } from '@mantine/core';

interface AlertModalProps {
  message: string | null;
  onClose: () => void;
}

/** The 'Attention !' modal of failed sign-ins (spec 000 §2.2, §8). */
export function AlertModal({ message, onClose }: AlertModalProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Attention !" centered size="md" styles={{ title: { fontWeight: 700, fontSize: 22 } }}>
      <Text size="lg">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
