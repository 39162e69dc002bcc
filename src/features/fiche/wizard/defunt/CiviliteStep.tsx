import { Radio, Group, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { DefuntValues } from './defuntForm';

/** Step 1 'Civilité': an unnamed person may be recorded, shown 'Inconnu' (spec 001 §3). */
export function CiviliteStep({ form }: { form: UseFormReturn<DefuntValues> }) {
  return (
    <Stack>
      <Controller
        control={form.control}
        name="civilite"
        render={({ field }) => (
          <Radio.Group label="Civilité" withAsterisk value={field.value} onChange={field.onChange} size="lg" error={form.formState.errors.civilite?.message}>
            <Group mt="xs">
              <Radio size="lg" value="H" label="Monsieur" />
              <Radio size="lg" value="F" label="Madame" />
            </Group>
          </Radio.Group>
        )}
      />
      <TextInput size="lg" label="Nom" description="Laisser vide pour une personne inconnue" {...form.register('nom')} />
      <TextInput size="lg" label="Prénom" {...form.register('prenom')} />
      <TextInput size="lg" label="Nom de jeune fille" {...form.register('nomJeuneFille')} />
    </Stack>
  );
}
