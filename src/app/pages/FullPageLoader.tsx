import { Center } from '@mantine/core';
import { LoadingIndicator } from '../../features/shared/LoadingIndicator';

/** Shown for the instant the stored session is read from IndexedDB at start-up. */
export function FullPageLoader() {
  return (
    <Center h="100dvh">
      <LoadingIndicator size="xl" label="Chargement" />
    </Center>
  );
}
