import { Text } from '@mantine/core';

interface StatusTextProps {
  label: string;
  hex: string;
}

/** A state in its colour and in words (colour alone would fail colour-blind readers and the sun). */
export function StatusText({ label, hex }: StatusTextProps) {
  return (
    <Text component="span" fw={700} c={hex}>
      {label}
    </Text>
  );
}
