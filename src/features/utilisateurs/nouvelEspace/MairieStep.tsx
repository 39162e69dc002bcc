import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { CIVILITES, CIVILITE_LABELS, type Civilite } from '../../../domain/constants/contacts';
import type { SocieteChoice } from '../accountRequestsApi';
import { HorairesFields } from './HorairesFields';
import { WizardFileInput } from './WizardFileInput';
import { withFileError, type WizardState } from './wizardState';

interface Props {
  state: WizardState;
  errors: Record<string, string>;
  choices: SocieteChoice[];
  onChange: (patch: Partial<WizardState>) => void;
}

/** Step 2 (spec 000 §2.12): an existing town hall, or a new one with its mayor; only the commune is required. */
export function MairieStep({ state, errors, choices, onChange }: Props) {
  const m = state.mairie;
  const setMairie = (patch: Partial<WizardState['mairie']>) => onChange({ mairie: { ...m, ...patch } });
  return (
    <Stack gap="md">
      <SegmentedControl
        size="lg"
        value={state.mode}
        onChange={(v) => onChange({ mode: v === 'existante' ? 'existante' : 'nouvelle' })}
        data={[{ value: 'nouvelle', label: 'Nouvelle mairie' }, { value: 'existante', label: 'Mairie existante' }]}
        aria-label="Mairie"
      />
      {state.mode === 'existante' ? (
        <Select size="lg" label="Mairie existante" searchable data={choices.map((s) => ({ value: s.id, label: s.commune }))} value={state.mairieId} error={errors.mairieId} onChange={(v) => onChange({ mairieId: v })} comboboxProps={{ withinPortal: true }} />
      ) : (
        <>
          <Group grow>
            <TextInput size="lg" label="Commune" required value={m.commune} error={errors['mairie.commune']} onChange={(e) => setMairie({ commune: e.currentTarget.value })} />
            <TextInput size="lg" label="Département" value={m.departement} onChange={(e) => setMairie({ departement: e.currentTarget.value })} />
          </Group>
          <TextInput size="lg" label="Adresse" value={m.adresse} onChange={(e) => setMairie({ adresse: e.currentTarget.value })} />
          <Group grow>
            <TextInput size="lg" label="Code postal" inputMode="numeric" value={m.codePostal} onChange={(e) => setMairie({ codePostal: e.currentTarget.value })} />
            <TextInput size="lg" label="Ville" value={m.ville} onChange={(e) => setMairie({ ville: e.currentTarget.value })} />
          </Group>
          <Group grow>
            <TextInput size="lg" label="E-mail" type="email" value={m.email} error={errors['mairie.email']} onChange={(e) => setMairie({ email: e.currentTarget.value })} />
            <TextInput size="lg" label="Téléphone de la mairie" inputMode="tel" value={m.telephone} onChange={(e) => setMairie({ telephone: e.currentTarget.value.replace(/[^0-9 .+]/g, '') })} />
          </Group>
          <TextInput size="lg" label="Nom de la trésorerie" value={m.tresorerie} onChange={(e) => setMairie({ tresorerie: e.currentTarget.value })} />
          <HorairesFields label="Horaires de la mairie" value={m.horaires} onChange={(horaires) => setMairie({ horaires })} />
          <Text fw={700}>Maire</Text>
          <Group grow>
            <Select size="lg" label="Civilité du maire" data={CIVILITES.map((c) => ({ value: c, label: CIVILITE_LABELS[c] }))} value={state.maire.civilite} allowDeselect={false} onChange={(v) => onChange({ maire: { ...state.maire, civilite: (v as Civilite | null) ?? 'H' } })} />
            <TextInput size="lg" label="Nom du maire" value={state.maire.nom} onChange={(e) => onChange({ maire: { ...state.maire, nom: e.currentTarget.value } })} />
            <TextInput size="lg" label="Prénom du maire" value={state.maire.prenom} onChange={(e) => onChange({ maire: { ...state.maire, prenom: e.currentTarget.value } })} />
          </Group>
          <WizardFileInput kind="logo" value={state.logo} error={state.fileErrors.logo} onPick={(logo, error) => onChange({ logo, fileErrors: withFileError(state.fileErrors, 'logo', error) })} />
          <WizardFileInput kind="signature" value={state.signature} error={state.fileErrors.signature} onPick={(signature, error) => onChange({ signature, fileErrors: withFileError(state.fileErrors, 'signature', error) })} />
          <Text size="sm" c="dimmed">Le blason et la signature sont envoyés une fois l’espace créé ; ils se modifient ensuite dans Infos mairie.</Text>
        </>
      )}
    </Stack>
  );
}
