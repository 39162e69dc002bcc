import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TYPES_OCCUPATION } from '../../domain/constants/locationTypes';
import {
  checkNouvelEmplacement,
  EMPTY_NOUVEL_EMPLACEMENT,
  TYPE_OCCUPATION_LABELS,
  type NouvelEmplacementErrors,
  type NouvelEmplacementInput,
} from '../../domain/rules/nouvelEmplacement';
import { usePlots } from '../../replica/queries/agenda';
import { useEspaceId } from '../../replica/useEnqueue';
import { uuidv7 } from '../../replica/uuidv7';
import { useCanWrite, useRunMutation } from '../fiche/useFicheActions';

const TYPE_OPTIONS = TYPES_OCCUPATION.map((value) => ({ value, label: TYPE_OCCUPATION_LABELS[value] }));

/**
 * /ajout-emplacement (spec 001 §2 routes, §3 Emplacement): a new plot from its fields, checked against the
 * replica (numéro required, no second plot at the same carré, allée and numéro), saved through the outbox so it
 * works offline; then the new plot's sheet opens. Its shape on the plan is drawn later in the map editor.
 */
export function AjoutEmplacementPage() {
  const espaceId = useEspaceId();
  const plots = usePlots(espaceId);
  const canWrite = useCanWrite();
  const run = useRunMutation();
  const navigate = useNavigate();
  const [values, setValues] = useState<NouvelEmplacementInput>(EMPTY_NOUVEL_EMPLACEMENT);
  const [errors, setErrors] = useState<NouvelEmplacementErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof NouvelEmplacementInput>(key: K, value: NouvelEmplacementInput[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: Exclude<keyof NouvelEmplacementInput, 'preReservation'>) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNouvelEmplacement(values, plots);
    if (!checked.ok) return setErrors(checked.errors);
    setSaving(true);
    const id = uuidv7();
    const saved = await run('emplacement.add', { id, ...checked.args }, 'Emplacement ajouté.');
    setSaving(false);
    if (saved) navigate(`/fiche-concession/${id}`);
  };

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>AJOUTER UN EMPLACEMENT</Title>
      {!canWrite ? (
        <Alert color="orange" title="Ajout impossible">
          Votre rôle (Consultation) ne permet pas d’ajouter un emplacement.
        </Alert>
      ) : (
        <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label="Nouvel emplacement">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput size="lg" label="Carré" maxLength={100} {...text('carre')} />
              <TextInput size="lg" label="Allée" maxLength={100} {...text('allee')} />
              <TextInput size="lg" label="Numéro" withAsterisk maxLength={100} {...text('numero')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                size="lg"
                label="Type d’emplacement"
                withAsterisk
                allowDeselect={false}
                data={TYPE_OPTIONS}
                value={values.typeOccupation}
                error={errors.typeOccupation}
                onChange={(v) => set('typeOccupation', v ?? '')}
              />
              <TextInput size="lg" label="Libellé" maxLength={200} placeholder="par exemple Ossuaire communal" {...text('libelle')} />
              <TextInput size="lg" label="Surface (m²)" inputMode="decimal" placeholder="par exemple 2,5" {...text('surface')} />
              <TextInput size="lg" label="Zone" maxLength={100} {...text('zone')} />
            </SimpleGrid>
            <TextInput size="lg" label="Adresse" maxLength={500} {...text('adresse')} />
            <Switch size="lg" label="Pré-réservation possible" checked={values.preReservation} onChange={(e) => set('preReservation', e.currentTarget.checked)} />
            <Textarea size="lg" label="Notes" autosize minRows={2} maxLength={5000} {...text('notes')} />
            <Group justify="flex-end">
              <Button size="lg" variant="default" component={Link} to="/emplacement">
                Annuler
              </Button>
              <Button size="lg" type="submit" loading={saving}>
                Enregistrer l’emplacement
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
