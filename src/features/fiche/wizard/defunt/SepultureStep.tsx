import { Alert, Group, Radio, Select, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DESTINATIONS_CENDRES } from '../../../../domain/constants/occupants';
import type { LocationType } from '../../../../domain/constants/locationTypes';
import { cremationDateIssue, destinationsCendres, forcedSepulture } from '../../../../domain/wizards/defunt';
import { partial, type DefuntValues } from './defuntForm';
import { FormDateField } from '../../../shared/FormDateField';

/**
 * Step 3 'Inhumation Crémation': the mode chooses the section shown. A Jardin du souvenir forces crémation with
 * Jardin du Souvenir dispersion; elsewhere, unless the plot is pleine nature, the dispersion options are removed. A date the spec refuses is
 * cleared and its message shown (spec 001 §5), once the field is left: a date typed on a keyboard passes
 * through years 0002, 0020, 0202 on its way, which a check on every change would clear before it is complete.
 */
export function SepultureStep({ form, plotType, pleineNature = false }: { form: UseFormReturn<DefuntValues>; plotType: LocationType; pleineNature?: boolean }) {
  const v = form.watch();
  const forced = forcedSepulture(plotType) !== null;
  const options = destinationsCendres(plotType, pleineNature).map((d) => ({ value: d, label: DESTINATIONS_CENDRES[d] }));
  const { errors } = form.formState;

  const checkDates = () => {
    const values = form.getValues();
    const issue = cremationDateIssue(partial(values.decesJour, values.decesMois, values.decesAnnee), {
      dateCremation: values.dateCremation || null,
      dateDispersion: values.dateDispersion || null,
    });
    form.clearErrors(['dateCremation', 'dateDispersion']);
    if (issue) {
      form.setValue(issue.field, '');
      form.setError(issue.field, { message: issue.message });
    }
  };

  return (
    <Stack>
      {forced && <Alert color="blue">Jardin du souvenir : crémation avec dispersion en Jardin du Souvenir.</Alert>}
      <Controller
        control={form.control}
        name="modeSepulture"
        render={({ field }) => (
          <Radio.Group label="Mode de sépulture" withAsterisk size="lg" value={field.value} onChange={field.onChange} error={errors.modeSepulture?.message}>
            <Group mt="xs">
              <Radio size="lg" value="inhumation" label="Inhumation" disabled={forced} />
              <Radio size="lg" value="cremation" label="Crémation" />
            </Group>
          </Radio.Group>
        )}
      />
      {v.modeSepulture === 'inhumation' && <FormDateField control={form.control} name="dateInhumCrema" label="Date d'inhumation" />}
      {v.modeSepulture === 'cremation' && (
        <>
          <FormDateField control={form.control} name="dateCremation" label="Date de crémation" onBlur={checkDates} />
          <Controller
            control={form.control}
            name="destinationUrneCendre"
            render={({ field }) => (
              <Select size="lg" label="Destination de l'urne ou des cendres" data={options} value={field.value || null} disabled={forced} onChange={(x) => field.onChange(x ?? '')} />
            )}
          />
          {v.destinationUrneCendre.startsWith('dispersion') && (
            <FormDateField control={form.control} name="dateDispersion" label="Date de dispersion" onBlur={checkDates} />
          )}
          {(v.destinationUrneCendre === 'inhumation' || v.destinationUrneCendre === 'scellement') && (
            <FormDateField control={form.control} name="dateInhumationUrne" label="Date d'inhumation de l'urne" />
          )}
        </>
      )}
    </Stack>
  );
}
