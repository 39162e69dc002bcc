import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  PV_PRESENT_LABELS,
  PV_PRESENT_QUALITES,
  PV_REDACTEUR_LABELS,
  PV_REDACTEUR_QUALITES,
  PV_TEMOIN_LABELS,
  PV_TEMOIN_QUALITES,
} from '../../../domain/procedures/abandon/pvConstat';
import { removePresent, type PresentQualite, type PvDraft, type RedacteurQualite, type TemoinQualite } from './pvForm';

interface Props {
  draft: PvDraft;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (draft: PvDraft) => void;
}

/** Who is there (CGCT R2223-13): who draws the PV up, the witness of one of the three roles, the others present. */
export function PvPeopleSection({ draft, errors, readOnly, onChange }: Props) {
  const { redacteur, temoin } = draft;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={3}>Personnes présentes</Title>
        <Radio.Group
          label="Qui dresse le procès-verbal"
          size="lg"
          value={redacteur.qualite ?? ''}
          onChange={(v) => onChange({ ...draft, redacteur: { ...redacteur, qualite: v as RedacteurQualite } })}
          error={errors['redacteur.qualite']}
        >
          <Group mt="xs">
            {PV_REDACTEUR_QUALITES.map((q) => (
              <Radio key={q} value={q} label={PV_REDACTEUR_LABELS[q]} disabled={readOnly} />
            ))}
          </Group>
        </Radio.Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput size="lg" label="Nom de la personne qui dresse le procès-verbal" value={redacteur.nom} disabled={readOnly} error={errors['redacteur.nom']}
            onChange={(e) => onChange({ ...draft, redacteur: { ...redacteur, nom: e.currentTarget.value } })} miw={260} />
          {redacteur.qualite === 'delegue' && (
            <TextInput size="lg" label="Fonction du délégué" placeholder="Premier adjoint" value={redacteur.fonction} disabled={readOnly} error={errors['redacteur.fonction']}
              onChange={(e) => onChange({ ...draft, redacteur: { ...redacteur, fonction: e.currentTarget.value } })} miw={260} />
          )}
        </Group>
        <Radio.Group
          label="Qualité du témoin (article R2223-13 du CGCT)"
          size="lg"
          value={temoin.qualite ?? ''}
          onChange={(v) => onChange({ ...draft, temoin: { ...temoin, qualite: v as TemoinQualite } })}
          error={errors['temoin.qualite']}
        >
          <Stack mt="xs" gap="sm">
            {PV_TEMOIN_QUALITES.map((q) => (
              <Radio key={q} value={q} label={PV_TEMOIN_LABELS[q]} disabled={readOnly} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput size="lg" label="Nom du témoin" value={temoin.nom} disabled={readOnly} error={errors['temoin.nom']}
          onChange={(e) => onChange({ ...draft, temoin: { ...temoin, nom: e.currentTarget.value } })} />
        {draft.presents.map((p, i) => {
          const set = (change: Partial<PvDraft['presents'][number]>) => onChange({ ...draft, presents: draft.presents.map((x, j) => (j === i ? { ...x, ...change } : x)) });
          return (
            <Paper key={i} withBorder p="sm" bg="gray.0" data-testid="present" aria-label={`Personne présente ${i + 1}`}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
                <Select size="lg" label={`Qualité de la personne présente ${i + 1}`} data={PV_PRESENT_QUALITES.map((q) => ({ value: q, label: PV_PRESENT_LABELS[q] }))}
                  value={p.qualite} allowDeselect={false} disabled={readOnly} onChange={(v) => v && set({ qualite: v as PresentQualite })} />
                <TextInput size="lg" label={`Nom de la personne présente ${i + 1}`} value={p.nom} disabled={readOnly} error={errors[`presents.${i}.nom`]}
                  onChange={(e) => set({ nom: e.currentTarget.value })} />
                <TextInput size="lg" label={`Lien avec le défunt ou la concession (${i + 1})`} placeholder="petit-fils, jardinier…" value={p.lien} disabled={readOnly}
                  onChange={(e) => set({ lien: e.currentTarget.value })} />
                {!readOnly && (
                  <Group align="flex-end">
                    <Button size="lg" variant="light" color="red" onClick={() => onChange(removePresent(draft, i))} aria-label={`Retirer la personne présente ${i + 1}`}>
                      Retirer
                    </Button>
                  </Group>
                )}
              </SimpleGrid>
            </Paper>
          );
        })}
        {!readOnly && draft.presents.length < 20 && (
          <Button size="lg" variant="light" onClick={() => onChange({ ...draft, presents: [...draft.presents, { qualite: 'famille', nom: '', lien: '' }] })}>
            Ajouter une personne présente (famille, entretien…)
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
