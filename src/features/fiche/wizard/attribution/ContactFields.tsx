import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useContactSuggestions } from '../../../../replica/queries/fiche';
import { useEspaceId } from '../../../../replica/useEnqueue';
import { CiviliteChoice } from '../../../shared/CiviliteChoice';
import type { ContactDraft } from './attributionForm';

/**
 * One contact of the assignment (concessionnaire, co-concessionnaire, contact de secours), with suggestions of
 * known contacts from 4 typed characters after 500 ms (spec 001 §5 autocomplete), read from the replica.
 */
export function ContactFields({ title, value, onChange }: { title: string; value: ContactDraft; onChange: (c: ContactDraft) => void }) {
  const [query] = useDebouncedValue(value.nom, 500);
  const suggestions = useContactSuggestions(useEspaceId(), query).filter((c) => c.nom !== value.nom || c.prenom !== value.prenom);
  const set = (k: keyof ContactDraft) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [k]: e.currentTarget.value });
  return (
    <Stack gap="xs">
      <CiviliteChoice label={`${title} : civilité`} value={value.civilite} onChange={(civilite) => onChange({ ...value, civilite })} />
      <Group grow>
        <TextInput size="lg" label={`${title} : nom`} value={value.nom} onChange={set('nom')} />
        <TextInput size="lg" label={`${title} : prénom`} value={value.prenom} onChange={set('prenom')} />
      </Group>
      {suggestions.length > 0 && (
        <Group gap="xs">
          {suggestions.map((c) => (
            <Button
              key={c.id}
              size="md"
              variant="light"
              onClick={() => onChange({ civilite: c.civilite, nom: c.nom ?? '', prenom: c.prenom ?? '', adresse: c.adresse ?? '', codePostal: c.codePostal ?? '', commune: c.commune ?? '', telephone: c.telephone ?? '', email: c.email ?? '' })}
            >
              {c.prenom} {c.nom}
            </Button>
          ))}
        </Group>
      )}
      <TextInput size="lg" label={`${title} : adresse`} value={value.adresse} onChange={set('adresse')} />
      <Group grow>
        <TextInput size="lg" label={`${title} : code postal`} value={value.codePostal} onChange={set('codePostal')} inputMode="numeric" />
        <TextInput size="lg" label={`${title} : commune`} value={value.commune} onChange={set('commune')} />
      </Group>
      <Group grow>
        <TextInput size="lg" type="tel" inputMode="numeric" label={`${title} : téléphone`} value={value.telephone} onChange={set('telephone')} />
        <TextInput size="lg" type="email" label={`${title} : e-mail`} value={value.email} onChange={set('email')} />
      </Group>
    </Stack>
  );
}
