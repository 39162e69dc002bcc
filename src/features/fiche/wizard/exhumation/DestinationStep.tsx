import { FileInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DESTINATIONS_CENDRES, EXHUMATION_DESTINATIONS } from '../../../../domain/constants/occupants';
import { PlotPicker } from '../../defunts/PlotPicker';
import type { ExhumationValues } from './exhumationForm';

export interface ExhumationFiles {
  acteConcession: File | null;
  autorisationEntree: File | null;
}

/**
 * Step 'Destination du corps': same concession; another plot here (plot search); another cemetery with its
 * two files; or crémation of the remains (CGCT R2213-37) with where the ashes go.
 */
export function DestinationStep({ form, excludeId, files, onFiles, filesError }: {
  form: UseFormReturn<ExhumationValues>;
  excludeId: string;
  files: ExhumationFiles;
  onFiles: (f: ExhumationFiles) => void;
  filesError: string | null;
}) {
  const v = form.watch();
  const { errors } = form.formState;
  return (
    <Stack>
      <Controller
        control={form.control}
        name="destinationCorps"
        render={({ field }) => (
          <Radio.Group label="Destination du corps" withAsterisk size="lg" value={field.value} onChange={field.onChange}>
            <Stack mt="xs">
              {Object.entries(EXHUMATION_DESTINATIONS).map(([k, label]) => (
                <Radio key={k} size="lg" value={k} label={label} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {v.destinationCorps === 'autreConcession' && (
        <PlotPicker
          excludeId={excludeId}
          value={v.destinationEmplacementId || null}
          onChange={(id) => form.setValue('destinationEmplacementId', id ?? '')}
          error={errors.destinationEmplacementId?.message ?? null}
        />
      )}
      {v.destinationCorps === 'autreCimetiere' && (
        <>
          <TextInput size="lg" withAsterisk label="Commune" error={errors.commune?.message} {...form.register('commune')} />
          <TextInput size="lg" label="Adresse du cimetière" {...form.register('adresse')} />
          <TextInput size="lg" label="Références de l'emplacement" {...form.register('references')} />
          <FileInput size="lg" withAsterisk label="Acte de concession" accept="application/pdf,image/*" value={files.acteConcession} onChange={(f) => onFiles({ ...files, acteConcession: f })} />
          <FileInput size="lg" withAsterisk label="Autorisation d'entrée" accept="application/pdf,image/*" value={files.autorisationEntree} onChange={(f) => onFiles({ ...files, autorisationEntree: f })} />
          {filesError && <Text c="red">{filesError}</Text>}
        </>
      )}
      {v.destinationCorps === 'cremation' && (
        <Controller
          control={form.control}
          name="destinationCendres"
          render={({ field }) => (
            <Select
              size="lg"
              label="Destination des cendres"
              data={Object.entries(DESTINATIONS_CENDRES).map(([value, label]) => ({ value, label }))}
              value={field.value || null}
              onChange={(x) => field.onChange(x ?? '')}
            />
          )}
        />
      )}
    </Stack>
  );
}
