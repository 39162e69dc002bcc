import { Checkbox, Group } from '@mantine/core';
import type { Dispatch } from 'react';
import type { FilterAction, FilterState } from '../../domain/filters';
import { ETAT_OPTIONS } from './labels';

interface EtatQuickFiltersProps {
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
}

/** The Libre and Occupé checkboxes of the plots screen (spec 001 §2), on the same filter state as the modal. */
export function EtatQuickFilters({ state, dispatch }: EtatQuickFiltersProps) {
  return (
    <Group gap="lg">
      {ETAT_OPTIONS.map((o) => (
        <Checkbox
          key={o.value}
          size="md"
          label={o.label}
          checked={state.etats.includes(o.value)}
          onChange={() => dispatch({ type: 'toggle', group: 'etats', value: o.value })}
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
      ))}
    </Group>
  );
}
