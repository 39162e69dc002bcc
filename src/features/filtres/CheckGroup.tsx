import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';

interface CheckGroupProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  values: readonly string[];
  onToggle: (value: string) => void;
}

/** A group of filter values as checkboxes (44 px targets): any checked value matches. */
export function CheckGroup({ legend, options, values, onToggle }: CheckGroupProps) {
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {options.map((o) => (
          <Checkbox
            key={o.value}
            size="md"
            label={o.label}
            checked={values.includes(o.value)}
            onChange={() => onToggle(o.value)}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
