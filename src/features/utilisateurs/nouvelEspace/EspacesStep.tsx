import { Button, FileInput, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { HorairesFields } from './HorairesFields';
import { WizardFileInput } from './WizardFileInput';
import { emptyEspace, withFileError, type WizardEspace } from './wizardState';

interface Props {
  espaces: WizardEspace[];
  errors: Record<string, string>;
  fileErrors: Record<string, string>;
  onChange: (espaces: WizardEspace[]) => void;
  onFileErrors: (fileErrors: Record<string, string>) => void;
}

/** Step 3 (spec 000 §2.12): the cemeteries; only the name is required; the SVG plan is imported with them. */
export function EspacesStep({ espaces, errors, fileErrors, onChange, onFileErrors }: Props) {
  const set = (i: number, patch: Partial<WizardEspace>) => onChange(espaces.map((e, k) => (k === i ? { ...e, ...patch } : e)));
  return (
    <Stack gap="md">
      {espaces.map((e, i) => (
        <Paper key={i} withBorder p="md">
          <Stack gap="sm">
            <TextInput size="lg" label={`Nom du cimetière${espaces.length > 1 ? ` ${i + 1}` : ''}`} required value={e.nom} error={errors[`espaces.${i}.nom`]} onChange={(ev) => set(i, { nom: ev.currentTarget.value })} />
            <TextInput size="lg" label="Adresse du cimetière" value={e.adresse} onChange={(ev) => set(i, { adresse: ev.currentTarget.value })} />
            <Group grow>
              <TextInput size="lg" label="Code postal du cimetière" inputMode="numeric" value={e.codePostal} onChange={(ev) => set(i, { codePostal: ev.currentTarget.value })} />
              <TextInput size="lg" label="Ville du cimetière" value={e.ville} onChange={(ev) => set(i, { ville: ev.currentTarget.value })} />
            </Group>
            <div>
              <Text fw={600} mb={4} id={`actif-${i}`}>Actif</Text>
              <SegmentedControl size="lg" aria-labelledby={`actif-${i}`} value={String(e.actif)} onChange={(v) => set(i, { actif: v === '1' ? 1 : 0 })} data={[{ value: '0', label: 'Non' }, { value: '1', label: 'Oui' }]} />
            </div>
            <HorairesFields label={`Horaires du cimetière${espaces.length > 1 ? ` ${i + 1}` : ''}`} value={e.horaires} onChange={(horaires) => set(i, { horaires })} />
            <FileInput
              size="lg"
              label="Plan SVG"
              accept=".svg,image/svg+xml"
              placeholder="Choisir un fichier SVG"
              clearable
              value={e.planName ? new File([], e.planName) : null}
              onChange={(file) => {
                if (!file) return set(i, { planSvg: '', planName: '' });
                void file.text().then((planSvg) => set(i, { planSvg, planName: file.name }));
              }}
            />
            {(['planPdf', 'donnees', 'archives'] as const).map((kind) => (
              <WizardFileInput
                key={kind}
                kind={kind}
                suffix={espaces.length > 1 ? ` ${i + 1}` : ''}
                value={e[kind]}
                error={fileErrors[`espaces.${i}.${kind}`]}
                onPick={(file, error) => {
                  set(i, { [kind]: file });
                  onFileErrors(withFileError(fileErrors, `espaces.${i}.${kind}`, error));
                }}
              />
            ))}
            <Text size="sm" c="dimmed">Ces fichiers sont envoyés une fois l’espace créé : le registre est importé, puis les actes du ZIP sont joints aux concessions.</Text>
            {espaces.length > 1 ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  onChange(espaces.filter((_, k) => k !== i));
                  // The refusals are named by the cemetery's rank, which moves: they are dropped with the files refused.
                  onFileErrors(Object.fromEntries(Object.entries(fileErrors).filter(([path]) => !path.startsWith('espaces.'))));
                }}
              >
                Retirer ce cimetière
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
      <Button size="lg" variant="light" onClick={() => onChange([...espaces, emptyEspace()])}>
        Ajouter un autre cimetière
      </Button>
    </Stack>
  );
}
