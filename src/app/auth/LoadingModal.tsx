import { Group, Modal, Text } from '@mantine/core';
import { MSG } from '../../domain/messages';
import { LoadingIndicator } from '../../features/shared/LoadingIndicator';

/** Shown between a successful sign-in and the first cemetery (spec 000 §2.2). */
export function LoadingModal({ opened }: { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered>
      <Group wrap="nowrap" gap="md">
        <LoadingIndicator size="md" />
        <Text size="lg">{MSG.loading}</Text>
      </Group>
    </Modal>
  );
}
