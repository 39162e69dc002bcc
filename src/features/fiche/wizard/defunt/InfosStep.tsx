import { Button, Group, Pill, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { addCritere, CRITERES_PRESETS } from '../../../../domain/wizards/defunt';
import type { DefuntValues } from './defuntForm';

/** Step 4 'Infos diverses': notes and specific criteria, presets or free text, none empty, no duplicate. */
export function InfosStep({ form }: { form: UseFormReturn<DefuntValues> }) {
  const criteres = form.watch('criteres');
  const [free, setFree] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (value: string) => {
    const out = addCritere(criteres, value);
    if ('error' in out) {
      setError(out.error);
      return;
    }
    setError(null);
    setFree('');
    form.setValue('criteres', out.list);
  };
  return (
    <Stack>
      <Textarea size="lg" label="Spécificités" autosize minRows={2} {...form.register('specificites')} />
      <Text fw={700}>Critères spécifiques</Text>
      <Group gap="xs">
        {CRITERES_PRESETS.map((p) => (
          <Button key={p} size="md" variant="light" onClick={() => add(p)}>
            {p}
          </Button>
        ))}
      </Group>
      <Group align="flex-end">
        <TextInput size="lg" label="Autre critère" value={free} error={error} onChange={(e) => setFree(e.currentTarget.value)} style={{ flex: 1 }} />
        <Button size="lg" onClick={() => add(free)}>
          Ajouter le critère
        </Button>
      </Group>
      <Group gap="xs">
        {criteres.map((c) => (
          <Pill key={c} size="lg" withRemoveButton onRemove={() => form.setValue('criteres', criteres.filter((x) => x !== c))}>
            {c}
          </Pill>
        ))}
      </Group>
    </Stack>
  );
}
