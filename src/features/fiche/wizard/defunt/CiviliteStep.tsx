import { Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CiviliteChoice } from '../../../shared/CiviliteChoice';
import type { DefuntValues } from './defuntForm';

/**
 * Step 1 'Civilité': an unnamed person may be recorded, shown 'Inconnu' (spec 001 §3); a civility not known
 * is recorded as such ('Non renseignée', issue 26).
 */
export function CiviliteStep({ form }: { form: UseFormReturn<DefuntValues> }) {
  return (
    <Stack>
      <Controller
        control={form.control}
        name="civilite"
        render={({ field }) => <CiviliteChoice label="Civilité" value={field.value} onChange={field.onChange} />}
      />
      <TextInput size="lg" label="Nom" description="Laisser vide pour une personne inconnue" {...form.register('nom')} />
      <TextInput size="lg" label="Prénom" {...form.register('prenom')} />
      <TextInput size="lg" label="Nom de jeune fille" {...form.register('nomJeuneFille')} />
    </Stack>
  );
}
