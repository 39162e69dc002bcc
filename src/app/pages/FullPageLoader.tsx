import { Center, Loader } from '@mantine/core';

/** Shown for the instant the stored session is read from IndexedDB at start-up. */
export function FullPageLoader() {
  return (
    <Center h="100dvh">
      <Loader size="xl" aria-label="Chargement" />
    </Center>
  );
}
