import { SimpleGrid, TextInput } from '@mantine/core';
import { DAYS } from './wizardState';

/** Opening hours, one free text per day from Monday to Sunday (spec 000 §3 horaires). */
export function HorairesFields({ label, value, onChange }: { label: string; value: string[]; onChange: (next: string[]) => void }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{label}</legend>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {DAYS.map((day, i) => (
          <TextInput key={day} label={day} aria-label={`${label} ${day}`} placeholder={day} value={value[i] ?? ''} onChange={(e) => onChange(value.map((v, k) => (k === i ? e.currentTarget.value : v)))} />
        ))}
      </SimpleGrid>
    </fieldset>
  );
}
