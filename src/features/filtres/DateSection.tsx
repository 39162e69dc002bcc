import { Checkbox, Fieldset, Group, TextInput } from '@mantine/core';
import type { Dispatch } from 'react';
import type { FilterAction, FilterState, QuickDate } from '../../domain/filters';
import { QUICK_DATE_LABELS } from './labels';

interface DateSectionProps {
  legend: string;
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
}

/** The two quick toggles (checking one again clears it, spec 001 §5) and the between range (spec 001 §9). */
export function DateSection({ legend, state, dispatch }: DateSectionProps) {
  const quick = (Object.keys(QUICK_DATE_LABELS) as QuickDate[]).map((value) => (
    <Checkbox
      key={value}
      size="md"
      label={QUICK_DATE_LABELS[value]}
      checked={state.quickDate === value}
      onChange={() => dispatch({ type: 'quickDate', value })}
      styles={{ body: { minHeight: 44, alignItems: 'center' } }}
    />
  ));
  return (
    <Fieldset legend={legend}>
      <Group gap="lg">{quick}</Group>
      <Group gap="md" mt="sm" grow>
        <TextInput
          type="date"
          size="md"
          label="Entre le"
          value={state.between.from ?? ''}
          onChange={(e) => dispatch({ type: 'between', from: e.currentTarget.value || null, to: state.between.to })}
        />
        <TextInput
          type="date"
          size="md"
          label="et le"
          value={state.between.to ?? ''}
          onChange={(e) => dispatch({ type: 'between', from: state.between.from, to: e.currentTarget.value || null })}
        />
      </Group>
    </Fieldset>
  );
}
