import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { CSSProperties } from 'react';

/** The selection column keeps its 56 px: 44 px of target and 6 px each side. */
export const SELECT_CELL: CSSProperties = { width: 56, paddingInline: 6, paddingBlock: 4 };

const TARGET: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, cursor: 'pointer' };

/**
 * A row's (or the header's) selection box: the box drawn stays 24 px, but a finger anywhere on the 44×44 px
 * square around it ticks it (DESIGN §6, issue 14), since the label around the input passes its clicks on.
 */
export function SelectCheckbox(props: Omit<CheckboxProps, 'size' | 'label'>) {
  return (
    <label style={TARGET} data-testid="select-target">
      <Checkbox size="md" {...props} />
    </label>
  );
}
