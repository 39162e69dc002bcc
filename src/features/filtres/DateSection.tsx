import { Checkbox, Fieldset, Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { Dispatch } from 'react';
import { parseFrDate } from '../../domain/dates';
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
        {/* Typed or picked as DD/MM/YYYY (DESIGN §6), stored as YYYY-MM-DD like every date of the replica. */}
        <DateInput
          size="md"
          label="Entre le"
          valueFormat="DD/MM/YYYY"
          placeholder="JJ/MM/AAAA"
          clearable
          dateParser={parseFrDate}
          value={state.between.from}
          onChange={(value) => dispatch({ type: 'between', from: value ? value.slice(0, 10) : null, to: state.between.to })}
        />
        <DateInput
          size="md"
          label="et le"
          valueFormat="DD/MM/YYYY"
          placeholder="JJ/MM/AAAA"
          clearable
          dateParser={parseFrDate}
          value={state.between.to}
          onChange={(value) => dispatch({ type: 'between', from: state.between.from, to: value ? value.slice(0, 10) : null })}
        />
      </Group>
    </Fieldset>
  );
}
