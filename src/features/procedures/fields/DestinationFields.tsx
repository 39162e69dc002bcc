import { Group, Radio, Select } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { EngineContext } from '../../../domain/procedures';
import { plotLabel } from '../../../domain/rules/labels';
import type { StepFormValues } from './GenericField';

/** The cemetery's plots whose current concession is of this type, for a select. */
export function equipmentOptions(ctx: EngineContext, type: 'Ossuaire' | 'Jardin du souvenir'): Array<{ value: string; label: string }> {
  return Object.values(ctx.targets)
    .filter((t) => t.location?.type === type)
    .map((t) => ({ value: t.emplacement.id, label: `${t.location?.famille ?? type} — ${plotLabel(t.emplacement) || 'emplacement'}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

/**
 * Destination of the deceased of a reprise for non-renewal (spec 002 §2 step 2): the ossuary or the Jardin du
 * souvenir, the matching field shown. Cremation needs the family informed and no known opposition (L2223-4,
 * 2024-1110 QPC): those two questions appear for the Jardin du souvenir.
 */
export function DestinationFields({ form, ctx, readOnly }: { form: UseFormReturn<StepFormValues>; ctx: EngineContext; readOnly: boolean }) {
  const destination = form.watch('destinationDefunt');
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={form.control}
        name="destinationDefunt"
        render={({ field, fieldState }) => (
          <Radio.Group label="Destination des défunts" size="lg" error={fieldState.error?.message} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange}>
            <Group mt="xs" gap="xl" mih={44}>
              <Radio value="ossuaire" label="Ossuaire" disabled={readOnly} />
              <Radio value="jardin" label="Jardin du souvenir" disabled={readOnly} />
            </Group>
          </Radio.Group>
        )}
      />
      {destination === 'ossuaire' && (
        <Controller
          control={form.control}
          name="ossuaireEmplacementId"
          render={({ field }) => (
            <Select size="lg" label="Ossuaire de destination" placeholder="Choisir l'ossuaire" data={equipmentOptions(ctx, 'Ossuaire')} value={typeof field.value === 'string' ? field.value : null} onChange={field.onChange} disabled={readOnly} error={errors['ossuaireEmplacementId']?.message as string | undefined} />
          )}
        />
      )}
      {destination === 'jardin' && (
        <Controller
          control={form.control}
          name="jardinEmplacementId"
          render={({ field }) => (
            <Select size="lg" label="Jardin du souvenir de destination" placeholder="Choisir le Jardin du souvenir" data={equipmentOptions(ctx, 'Jardin du souvenir')} value={typeof field.value === 'string' ? field.value : null} onChange={field.onChange} disabled={readOnly} error={errors['jardinEmplacementId']?.message as string | undefined} />
          )}
        />
      )}
    </>
  );
}
