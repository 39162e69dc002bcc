import type { CSSProperties } from 'react';

/** The Actions column stays in view while a narrow screen scrolls the table sideways. */
export const STICKY_ACTIONS: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.3)',
};
