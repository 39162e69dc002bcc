import { Radio, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { EXHUMATION_DEMANDES } from '../../../../domain/constants/occupants';
import type { ExhumationValues } from './exhumationForm';

/** Step 'Demande': family, justice (court, judge) or social security (service, contact). */
export function DemandeStep({ form }: { form: UseFormReturn<ExhumationValues> }) {
  const type = form.watch('typeDemande');
  const { errors } = form.formState;
  return (
    <Stack>
      <Controller
        control={form.control}
        name="typeDemande"
        render={({ field }) => (
          <Radio.Group label="Type de demande" withAsterisk size="lg" value={field.value} onChange={field.onChange}>
            <Stack mt="xs">
              {Object.entries(EXHUMATION_DEMANDES).map(([k, label]) => (
                <Radio key={k} size="lg" value={k} label={label} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {type !== 'famille' && (
        <>
          <TextInput size="lg" withAsterisk label={type === 'justice' ? 'Tribunal' : 'Service'} error={errors.tribunalOuService?.message} {...form.register('tribunalOuService')} />
          <TextInput size="lg" withAsterisk label={type === 'justice' ? 'Nom du juge' : 'Nom du contact'} error={errors.nomJugeOuContact?.message} {...form.register('nomJugeOuContact')} />
        </>
      )}
    </Stack>
  );
}
