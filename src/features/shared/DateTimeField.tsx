import { Fieldset, Group } from '@mantine/core';
import { useState } from 'react';
import { DateField } from './DateField';
import { TimeField } from './TimeField';

interface DateTimeFieldProps {
  /** Names the pair ('Date et heure du constat'); the two fields are 'Date' and 'Heure' within it. */
  label: string;
  /** 'YYYY-MM-DDTHH:MM', or '' when either part is missing. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  name?: string | undefined;
  onBlur?: (() => void) | undefined;
}

const split = (value: string) => ({ date: value.slice(0, 10), time: value.slice(11, 16) });

/**
 * A day and a time (a PV's 'Date et heure du constat'), written the French way whatever the browser's language
 * (issue 29: the browser's datetime field showed 'mm/dd/yyyy, --:-- --' on an English system): the shared
 * 'JJ/MM/AAAA' field beside an 'HH:MM' one; the form keeps 'YYYY-MM-DDTHH:MM', '' until both are whole.
 */
export function DateTimeField({ label, value, onChange, error, disabled, name, onBlur }: DateTimeFieldProps) {
  const [parts, setParts] = useState(() => split(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== '') setParts(split(value));
  }
  const change = (next: { date: string; time: string }) => {
    setParts(next);
    const out = /^\d{4}-\d{2}-\d{2}$/.test(next.date) && next.time ? `${next.date}T${next.time}` : '';
    setSeen(out);
    if (out !== value) onChange(out);
  };
  return (
    <Fieldset legend={label} variant="unstyled" disabled={disabled} name={name} styles={{ legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-lg)' } }}>
      <Group gap="md" align="flex-start" wrap="wrap">
        <DateField label="Date" value={parts.date} disabled={disabled} error={error} onChange={(date) => change({ ...parts, date })} onBlur={() => onBlur?.()} w={200} />
        <TimeField label="Heure" value={parts.time} disabled={disabled} onChange={(time) => change({ ...parts, time })} onBlur={() => onBlur?.()} w={140} />
      </Group>
    </Fieldset>
  );
}
