import { Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

interface LabeledValueProps {
  label: string;
  children: ReactNode;
  size?: MantineSize;
  fw?: number;
  testId?: string;
}

/** A fact as the sheet, the plan's panel and the account screen show it: a small grey label over its value, '—' when empty. */
export function LabeledValue({ label, children, size = 'lg', fw, testId }: LabeledValueProps) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={size} {...(fw ? { fw } : {})} style={{ whiteSpace: 'pre-line' }} {...(testId ? { 'data-testid': testId } : {})}>
        {children || '—'}
      </Text>
    </div>
  );
}
