import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

interface ScreenStubProps {
  title: string;
  /** What the finished screen will do, in a few words. */
  children?: ReactNode;
}

/** Placeholder of a screen that a later issue builds: its French title and a line saying so. */
export function ScreenStub({ title, children }: ScreenStubProps) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text size="lg">Cet écran est en cours de construction.</Text>
      {children}
    </Stack>
  );
}
