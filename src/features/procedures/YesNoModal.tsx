import { Button, Group, Modal, Text } from '@mantine/core';

/** A question answered Non / Oui (spec 002 §2 'Voulez vous sauvegarder ce tarif ?'), with large buttons. */
export function YesNoModal({ message, onNo, onYes }: { message: string; onNo: () => void; onYes: () => void }) {
  return (
    <Modal opened onClose={onNo} title="Confirmation" centered size="md">
      <Text size="lg" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={onNo}>
          Non
        </Button>
        <Button size="lg" onClick={onYes}>
          Oui
        </Button>
      </Group>
    </Modal>
  );
}
