import { Checkbox, Group, NumberInput, Radio, Textarea, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { FieldWidget } from '../stepForm';
import { DateField } from '../../shared/DateField';
import { DateTimeField } from '../../shared/DateTimeField';

export type StepFormValues = Record<string, unknown>;

interface GenericFieldProps {
  control: Control<StepFormValues>;
  name: FieldPath<StepFormValues>;
  label: string;
  widget: FieldWidget;
  readOnly: boolean;
  /** Called with the value when the field is left (a date is judged once typed whole, not digit by digit). */
  onLeave?: (value: unknown) => void;
}

/** One labelled field of a step form, drawn by its widget; touch-sized (size lg), every field disabled in 'Détails'. */
export function GenericField({ control, name, label, widget, readOnly, onLeave }: GenericFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        switch (widget) {
          case 'date':
            return (
              <DateField
                label={label} disabled={readOnly} error={error} name={field.name}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={() => {
                  field.onBlur();
                  onLeave?.(field.value);
                }}
              />
            );
          case 'dateHeure':
            return <DateTimeField label={label} disabled={readOnly} error={error} name={field.name} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} onBlur={field.onBlur} />;
          case 'nombre':
            return (
              <NumberInput
                size="lg" label={label} disabled={readOnly} error={error} allowDecimal={false} min={1} hideControls
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
                onBlur={field.onBlur}
              />
            );
          case 'montant':
            return (
              <NumberInput
                size="lg" label={label} disabled={readOnly} error={error} decimalScale={2} decimalSeparator="," thousandSeparator=" " min={0} hideControls
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? null : Number(String(v).replace(',', '.')))}
                onBlur={field.onBlur}
              />
            );
          case 'ouiNon':
            return (
              <Radio.Group label={label} size="lg" error={error} value={field.value === true ? 'oui' : field.value === false ? 'non' : ''} onChange={(v) => field.onChange(v === 'oui')}>
                <Group mt="xs" gap="xl" mih={44}>
                  <Radio value="oui" label="Oui" disabled={readOnly} />
                  <Radio value="non" label="Non" disabled={readOnly} />
                </Group>
              </Radio.Group>
            );
          case 'case':
            return <Checkbox size="lg" label={label} disabled={readOnly} error={error} checked={field.value === true} onChange={(e) => field.onChange(e.currentTarget.checked)} />;
          case 'texteLong':
            return <Textarea size="lg" label={label} disabled={readOnly} error={error} autosize minRows={3} value={typeof field.value === 'string' ? field.value : ''} onChange={(e) => field.onChange(e.currentTarget.value)} />;
          case 'texte':
            return <TextInput size="lg" label={label} disabled={readOnly} error={error} value={typeof field.value === 'string' ? field.value : ''} onChange={(e) => field.onChange(e.currentTarget.value)} />;
        }
      }}
    />
  );
}
