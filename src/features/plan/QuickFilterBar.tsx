import { Checkbox, Group } from '@mantine/core';
import type { ConcessionStatusCode } from '../../domain/constants/status';
import { QUICK_FILTERS } from '../../domain/plan';

interface QuickFilterBarProps {
  value: ReadonlySet<ConcessionStatusCode>;
  onChange: (next: Set<ConcessionStatusCode>) => void;
}

/** The quick checkboxes of the concessions screen (spec 001 §2 filter bar), labels verbatim. */
export function QuickFilterBar({ value, onChange }: QuickFilterBarProps) {
  return (
    <Group gap="md" role="group" aria-label="Filtres rapides">
      {QUICK_FILTERS.map(({ code, label }) => (
        <Checkbox
          key={code}
          size="lg"
          label={label}
          checked={value.has(code)}
          onChange={(event) => {
            const next = new Set(value);
            if (event.currentTarget.checked) next.add(code);
            else next.delete(code);
            onChange(next);
          }}
        />
      ))}
    </Group>
  );
}
