import { Group, Loader, Modal, Text } from '@mantine/core';
import { MSG } from '../../domain/messages';

/** Shown between a successful sign-in and the first cemetery (spec 000 §2.2). */
export function LoadingModal({ opened }: { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered>
      <Group wrap="nowrap" gap="md">
        <Loader size="md" />
        <Text size="lg">{MSG.loading}</Text>
      </Group>
    </Modal>
  );
}
