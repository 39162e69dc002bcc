import { Checkbox, Group, Select } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SURFACE_CLASS_LABELS, SURFACE_CLASSES, type SurfaceClasse } from '../../../domain/constants/surfaces';
import { conversionDurations, MSG_STEPS, renewalDurations, renewalQuote, type EngineContext, type TarifDraft } from '../../../domain/procedures';
import type { StepFormValues } from './GenericField';

const PERPETUELLE = 'perpetuelle';

export function durationValue(values: StepFormValues): string | null {
  if (values['perpetuelle'] === true) return PERPETUELLE;
  return typeof values['nouvelleDuree'] === 'number' ? String(values['nouvelleDuree']) : null;
}

interface Props {
  form: UseFormReturn<StepFormValues>;
  kind: 'renouvellement' | 'conversion';
  ctx: EngineContext;
  readOnly: boolean;
  /** A renewal duration with no tariff at the expiry date: the offer to save one (spec 002 §2). */
  onNoTarif?: (draft: TarifDraft) => void;
}

/**
 * The new duration, the surface class and 'au m²' (spec 002 §3, §5, §9). The renewal's list is rebuilt from
 * the price list at the expiry date: a duration with no tariff says so. The conversion offers only longer
 * durations (L2223-16) and asks for the initial price first ('Veuillez renseigner le prix initial avant de
 * poursuivre.', the duration cleared).
 */
export function DurationFields({ form, kind, ctx, readOnly, onNoTarif }: Props) {
  const values = form.watch();
  const surface = (values['surfaceClasse'] as SurfaceClasse | null) ?? null;
  const options =
    kind === 'renouvellement'
      ? renewalDurations(ctx, surface).map((o) => ({ value: o.perpetuelle ? PERPETUELLE : String(o.duree), label: `${o.perpetuelle ? 'Perpétuelle' : `${String(o.duree)} ans`}${o.tarif ? '' : ' (aucun tarif)'}` }))
      : ctx.location
        ? conversionDurations(ctx.location).map((o) => ({ value: o.perpetuelle ? PERPETUELLE : String(o.duree), label: o.perpetuelle ? 'Perpétuelle' : `${String(o.duree)} ans` }))
        : [];
  const current = durationValue(values);
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current === PERPETUELLE ? 'Perpétuelle' : `${current} ans` });

  const choose = (value: string | null) => {
    form.clearErrors('nouvelleDuree');
    if (kind === 'conversion' && value && form.getValues('prixInitial') == null) {
      form.setError('nouvelleDuree', { message: MSG_STEPS.prixInitial });
      form.setValue('nouvelleDuree', null);
      form.setValue('perpetuelle', false);
      return;
    }
    const perpetuelle = value === PERPETUELLE;
    const nouvelleDuree = value && !perpetuelle ? Number(value) : null;
    form.setValue('perpetuelle', perpetuelle, { shouldDirty: true });
    form.setValue('nouvelleDuree', nouvelleDuree, { shouldDirty: true });
    if (kind === 'renouvellement' && value && onNoTarif) {
      const quote = renewalQuote(ctx, { nouvelleDuree, perpetuelle, surfaceClasse: surface, parMetreCarre: form.getValues('parMetreCarre') === true });
      if (!quote.ok && quote.tarifDraft) onNoTarif(quote.tarifDraft);
    }
  };

  return (
    <>
      <Select
        size="lg"
        label={kind === 'renouvellement' ? 'Durée du renouvellement' : 'Nouvelle durée'}
        placeholder="Choisir une durée"
        data={options}
        value={current}
        onChange={choose}
        disabled={readOnly}
        error={form.formState.errors['nouvelleDuree']?.message as string | undefined}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Group grow align="flex-end">
        <Controller
          control={form.control}
          name="surfaceClasse"
          render={({ field }) => (
            <Select
              size="lg"
              label="Surface"
              placeholder="Surface de l'emplacement"
              data={SURFACE_CLASSES.map((c) => ({ value: String(c), label: SURFACE_CLASS_LABELS[c] }))}
              value={typeof field.value === 'number' ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : null)}
              disabled={readOnly || values['parMetreCarre'] === true}
              clearable
            />
          )}
        />
        <Controller
          control={form.control}
          name="parMetreCarre"
          render={({ field }) => <Checkbox size="lg" mb={10} label="Tarif au m²" checked={field.value === true} onChange={(e) => field.onChange(e.currentTarget.checked)} disabled={readOnly} />}
        />
      </Group>
    </>
  );
}
