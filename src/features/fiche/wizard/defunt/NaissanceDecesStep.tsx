import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { ageAt } from '../../../../domain/rules/age';
import { partial, type DefuntValues } from './defuntForm';

/** Step 2 'Naissance Décès': day, month and year each optional (incomplete dates); the age is computed. */
export function NaissanceDecesStep({ form }: { form: UseFormReturn<DefuntValues> }) {
  const v = form.watch();
  const age = ageAt(partial(v.naissanceJour, v.naissanceMois, v.naissanceAnnee), partial(v.decesJour, v.decesMois, v.decesAnnee));
  const num = { size: 'lg' as const, inputMode: 'numeric' as const, w: 110 };
  return (
    <Stack>
      <Text fw={700}>Naissance</Text>
      <Group>
        <TextInput {...num} label="Jour de naissance" {...form.register('naissanceJour')} />
        <TextInput {...num} label="Mois de naissance" {...form.register('naissanceMois')} />
        <TextInput {...num} label="Année de naissance" {...form.register('naissanceAnnee')} />
      </Group>
      <TextInput size="lg" label="Lieu de naissance" {...form.register('lieuDeNaissance')} />
      <Text fw={700}>Décès</Text>
      <Group>
        <TextInput {...num} label="Jour du décès" {...form.register('decesJour')} />
        <TextInput {...num} label="Mois du décès" {...form.register('decesMois')} />
        <TextInput {...num} label="Année du décès" {...form.register('decesAnnee')} />
      </Group>
      <TextInput size="lg" label="Lieu du décès" {...form.register('lieuDeces')} />
      <Text size="lg">Âge : {age === null ? 'inconnu' : `${age} ans`}</Text>
    </Stack>
  );
}
