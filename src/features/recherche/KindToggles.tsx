import { Fieldset, Group, Switch } from '@mantine/core';
import { SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchKind } from '../../domain/search';

interface KindTogglesProps {
  kinds: readonly SearchKind[];
  onToggle: (kind: SearchKind) => void;
}

/** The six toggles of the search modal (spec 000 §2.5), all on by default. */
export function KindToggles({ kinds, onToggle }: KindTogglesProps) {
  return (
    <Fieldset legend="Rechercher parmi">
      <Group gap="lg">
        {SEARCH_KINDS.map((kind) => (
          <Switch
            key={kind}
            size="md"
            label={SEARCH_KIND_LABELS[kind]}
            checked={kinds.includes(kind)}
            onChange={() => onToggle(kind)}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
        ))}
      </Group>
    </Fieldset>
  );
}
