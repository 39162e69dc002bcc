import { Checkbox, Group } from '@mantine/core';
import type { Dispatch } from 'react';
import type { FilterAction, FilterState } from '../../domain/filters';
import { QUICK_FILTERS } from '../../domain/plan';

interface QuickFilterBarProps {
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
}

/**
 * The quick checkboxes of the concessions screen (spec 001 §2 filter bar), labels verbatim. They toggle the
 * status values of the same filter state as the filter modal and the list, so the three always agree.
 */
export function QuickFilterBar({ state, dispatch }: QuickFilterBarProps) {
  return (
    <Group gap="sm" role="group" aria-label="Filtres rapides">
      {QUICK_FILTERS.map(({ code, label }) => (
        <Checkbox
          key={code}
          size="md"
          label={label}
          checked={state.statuts.includes(code)}
          onChange={() => dispatch({ type: 'toggle', group: 'statuts', value: code })}
        />
      ))}
    </Group>
  );
}
