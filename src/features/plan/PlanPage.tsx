import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

const FULL_WINDOW = {
  margin: 'calc(8px - var(--app-shell-padding))',
  height: 'calc(100dvh - var(--app-shell-header-height, 64px) - 16px)',
} as const;

const IN_PADDING = { height: 'calc(100dvh - var(--app-shell-header-height, 64px) - 2 * var(--mantine-spacing-lg))' } as const;

/**
 * A screen with a plan fills the window under the top bar. While the plan shows (`plan`), with 8 px margins
 * instead of the shell's padding: on a tablet held landscape every row and margin around the map is taken from
 * the map (issue 29: 70 % of a 1280×800 screen for the map). Its list keeps the shell's padding.
 */
export function PlanPage({ plan, children }: { plan: boolean; children: ReactNode }) {
  return (
    <Stack gap={6} mih={560} style={plan ? FULL_WINDOW : IN_PADDING}>
      {children}
    </Stack>
  );
}
