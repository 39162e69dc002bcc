import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Emplacement } from '../../../domain/entities/emplacement';
import { formatSurface, parseSurface } from '../../../domain/rules/surface';
import { useRunMutation } from '../useFicheActions';
import { Summary } from '../wizard/Summary';
import { WizardModal } from '../wizard/WizardModal';

const schema = z.object({
  carre: z.string(),
  allee: z.string(),
  numero: z.string().trim().min(1, 'Ce champ est obligatoire.'),
  libelle: z.string(),
  surface: z.string().refine((s) => s.trim() === '' || parseSurface(s) !== null, 'La surface doit être un nombre de m² (virgule ou point).'),
  preReservation: z.boolean(),
  notes: z.string(),
});
type Values = z.infer<typeof schema>;

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** 'Éditer emplacement' (spec 001 §2, plot modification): the plot's own fields through emplacement.update. */
export function EmplacementEditModal({ emplacement, onClose }: { emplacement: Emplacement; onClose: () => void }) {
  const run = useRunMutation();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      carre: emplacement.carre ?? '',
      allee: emplacement.allee ?? '',
      numero: emplacement.numero ?? '',
      libelle: emplacement.libelle ?? '',
      surface: emplacement.surface === null ? '' : String(emplacement.surface).replace('.', ','),
      preReservation: emplacement.preReservation,
      notes: emplacement.notes ?? '',
    },
  });
  const { register, formState, watch, setValue } = form;
  const v = watch();

  const submit = async () => {
    const next = {
      carre: orNull(v.carre),
      allee: orNull(v.allee),
      numero: orNull(v.numero),
      libelle: orNull(v.libelle),
      surface: parseSurface(v.surface),
      preReservation: v.preReservation,
      notes: orNull(v.notes),
    };
    // Only what changed travels, so two tablets editing different fields of this plot do not conflict.
    const changed = Object.fromEntries(Object.entries(next).filter(([k, val]) => (emplacement as unknown as Record<string, unknown>)[k] !== val));
    if (Object.keys(changed).length === 0) return true;
    return run('emplacement.update', { id: emplacement.id, ...changed }, 'Emplacement modifié.');
  };

  return (
    <WizardModal
      title="Modification de l'emplacement"
      preview
      onClose={onClose}
      onSubmit={submit}
      steps={[
        {
          label: 'Emplacement',
          validate: () => form.trigger(),
          content: (
            <Stack>
              <TextInput size="lg" label="Carré" {...register('carre')} />
              <TextInput size="lg" label="Allée" {...register('allee')} />
              <TextInput size="lg" label="Numéro" withAsterisk error={formState.errors.numero?.message} {...register('numero')} />
              <TextInput size="lg" label="Libellé" {...register('libelle')} />
              <TextInput size="lg" label="Surface (m²)" inputMode="decimal" error={formState.errors.surface?.message} {...register('surface')} />
              <Switch size="lg" label="Pré-réservation possible" checked={v.preReservation} onChange={(e) => setValue('preReservation', e.currentTarget.checked)} />
              <Textarea size="lg" label="Notes" autosize minRows={2} {...register('notes')} />
            </Stack>
          ),
        },
        {
          label: 'Vérification Validation',
          content: (
            <Summary
              rows={[
                ['Carré', v.carre],
                ['Allée', v.allee],
                ['Numéro', v.numero],
                ['Libellé', v.libelle],
                ['Surface', formatSurface(parseSurface(v.surface))],
                ['Pré-réservation', v.preReservation ? 'possible' : 'impossible'],
                ['Notes', v.notes],
              ]}
            />
          ),
        },
      ]}
    />
  );
}
