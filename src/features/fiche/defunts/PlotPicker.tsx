import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { usePlotSearch } from '../../../replica/queries/fiche';
import { useEspaceId } from '../../../replica/useEnqueue';

/** Search for a plot of this cemetery by label or family, then pick it (move, exhumation to another concession). */
export function PlotPicker({ excludeId, value, onChange, error }: { excludeId: string; value: string | null; onChange: (id: string | null, label: string) => void; error?: string | null }) {
  const espaceId = useEspaceId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string>('');
  const results = usePlotSearch(espaceId, query, excludeId);
  return (
    <Stack gap="xs">
      <TextInput size="lg" label="Rechercher un emplacement" placeholder="Carré, allée, numéro ou famille" value={query} onChange={(e) => setQuery(e.currentTarget.value)} error={error} />
      {value && <Text fw={700}>Emplacement choisi : {chosen}</Text>}
      {results.map((r) => (
        <Button
          key={r.id}
          size="lg"
          variant={r.id === value ? 'filled' : 'light'}
          justify="flex-start"
          onClick={() => {
            setChosen(r.label);
            onChange(r.id, r.label);
          }}
        >
          {r.label}
          {r.famille ? ` — ${r.famille}` : ''}
        </Button>
      ))}
    </Stack>
  );
}
