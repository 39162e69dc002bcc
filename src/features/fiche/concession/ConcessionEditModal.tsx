import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatFrDate } from '../../../domain/dates';
import { EQUIPMENT_TYPES, TYPES_CONCESSION, type TypeConcession } from '../../../domain/constants/locationTypes';
import type { Location } from '../../../domain/entities/location';
import { computeDateFin } from '../../../domain/rules/concessionDates';
import { DROIT_INHUMATION_CAS, DROIT_INHUMATION_LABELS, droitInhumationOf } from '../../../domain/rules/droitInhumation';
import { MSG_CHAMP_REQUIS } from '../../../domain/wizards/validation';
import { useRunMutation } from '../useFicheActions';
import { Summary } from '../wizard/Summary';
import { WizardModal } from '../wizard/WizardModal';
import { FormDateField } from '../../shared/FormDateField';

const schema = z.object({
  famille: z.string(),
  numero: z.string(),
  typeConcession: z.string(),
  duree: z.number().int().min(0).nullable(),
  perpetuelle: z.boolean(),
  dateDebut: z.string(),
  nbPlaces: z.number().int().min(0).nullable(),
  notes: z.string(),
  droitInhumation: z.string(),
});
type Values = z.infer<typeof schema>;
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** 'Modifier la concession': its fields through location.update; the end date follows (spec 001 §5). */
export function ConcessionEditModal({ location, onClose }: { location: Location; onClose: () => void }) {
  const run = useRunMutation();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      famille: location.famille ?? '',
      numero: location.numero ?? '',
      typeConcession: location.typeConcession ?? '',
      duree: location.duree,
      perpetuelle: location.perpetuelle,
      dateDebut: location.dateDebut ?? '',
      nbPlaces: location.nbPlaces,
      notes: location.notes ?? '',
      droitInhumation: droitInhumationOf(location.champsSupp)?.cas ?? '',
    },
  });
  const v = form.watch();
  // The same form as the assignment's concession step in the original (GET emplacements/form/…/{locationId}):
  // its start date and, unless perpetual, its duration are required; a Caveau's term is always 6 months.
  const needsTerm = !(EQUIPMENT_TYPES as readonly string[]).includes(location.type);
  const validate = () => {
    form.clearErrors();
    const missing: Array<'dateDebut' | 'duree'> = [];
    if (needsTerm && v.dateDebut.trim() === '') missing.push('dateDebut');
    if (needsTerm && location.type !== 'Caveau' && !v.perpetuelle && v.duree === null) missing.push('duree');
    for (const f of missing) form.setError(f, { message: MSG_CHAMP_REQUIS });
    return missing.length === 0;
  };
  const { errors } = form.formState;
  const dateFin = computeDateFin({ dateDebut: orNull(v.dateDebut), duree: v.duree, type: location.type, perpetuelle: v.perpetuelle });

  const submit = async () => {
    const next: Record<string, unknown> = {
      famille: orNull(v.famille),
      numero: orNull(v.numero),
      typeConcession: (orNull(v.typeConcession) as TypeConcession | null),
      duree: v.duree,
      perpetuelle: v.perpetuelle,
      dateDebut: orNull(v.dateDebut),
      nbPlaces: v.nbPlaces,
      notes: orNull(v.notes),
    };
    const changed = Object.fromEntries(Object.entries(next).filter(([k, val]) => (location as unknown as Record<string, unknown>)[k] !== val));
    // Terrain commun: the case of L2223-3, once chosen, is changed, never emptied (issue 28).
    if (location.type === 'Terrain commun' && v.droitInhumation && v.droitInhumation !== (droitInhumationOf(location.champsSupp)?.cas ?? '')) changed.droitInhumation = v.droitInhumation;
    if (Object.keys(changed).length === 0) return true;
    return run('location.update', { id: location.id, ...changed }, 'Concession modifiée.');
  };

  return (
    <WizardModal
      title="Modification de la concession"
      preview
      onClose={onClose}
      onSubmit={submit}
      steps={[
        {
          label: 'Concession',
          validate,
          content: (
            <Stack>
              <TextInput size="lg" label="Famille" {...form.register('famille')} />
              <TextInput size="lg" label="N° de concession" {...form.register('numero')} />
              <Controller
                control={form.control}
                name="typeConcession"
                render={({ field }) => (
                  <Select size="lg" label="Type de concession" data={[...TYPES_CONCESSION]} value={field.value || null} onChange={(x) => field.onChange(x ?? '')} clearable />
                )}
              />
              <Switch size="lg" label="Perpétuelle" checked={v.perpetuelle} onChange={(e) => form.setValue('perpetuelle', e.currentTarget.checked)} />
              <Controller
                control={form.control}
                name="duree"
                render={({ field }) => (
                  <NumberInput size="lg" label="Durée (années)" withAsterisk={needsTerm && location.type !== 'Caveau' && !v.perpetuelle} error={errors.duree?.message} min={0} value={field.value ?? ''} disabled={v.perpetuelle} onChange={(x) => field.onChange(typeof x === 'number' ? x : null)} />
                )}
              />
              <FormDateField control={form.control} name="dateDebut" label="Date de début" withAsterisk={needsTerm} />
              <Controller
                control={form.control}
                name="nbPlaces"
                render={({ field }) => (
                  <NumberInput size="lg" label="Nombre de places" min={0} value={field.value ?? ''} onChange={(x) => field.onChange(typeof x === 'number' ? x : null)} />
                )}
              />
              {location.type === 'Terrain commun' && (
                <Controller
                  control={form.control}
                  name="droitInhumation"
                  render={({ field }) => (
                    <Select size="lg" label="Droit à l’inhumation (CGCT L2223-3)" data={DROIT_INHUMATION_CAS.map((c) => ({ value: c, label: DROIT_INHUMATION_LABELS[c] }))} value={field.value || null} onChange={(x) => field.onChange(x ?? '')} />
                  )}
                />
              )}
              <Textarea size="lg" label="Notes" autosize minRows={2} {...form.register('notes')} />
            </Stack>
          ),
        },
        {
          label: 'Vérification Validation',
          content: (
            <Summary
              rows={[
                ['Famille', v.famille],
                ['N°', v.numero],
                ['Type de concession', v.typeConcession],
                ['Durée', v.perpetuelle ? 'Perpétuelle' : v.duree === null ? '' : `${v.duree} ans`],
                ['Date de début', formatFrDate(orNull(v.dateDebut))],
                ['Date de fin', formatFrDate(dateFin)],
                ['Places', v.nbPlaces === null ? '' : String(v.nbPlaces)],
              ]}
            />
          ),
        },
      ]}
    />
  );
}
