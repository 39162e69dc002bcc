import { Group, Radio } from '@mantine/core';
import type { Civilite } from '../../domain/constants/contacts';
import { CHOIX_NON_RENSEIGNEE, civiliteWord, knownCivilite } from '../../domain/rules/civilite';

/** The radio value standing for an unknown civility (a radio's value is a string, the record's is null). */
const INCONNUE = 'inconnue';

/**
 * The civility of a deceased or a contact: Monsieur, Madame, or 'Non renseignée', a real choice that records
 * null (issue 26); an unknown civility shows it selected, never 'Monsieur'. Users and the town hall keep H/F.
 */
export function CiviliteChoice({ label, value, onChange, disabled }: {
  label: string;
  value: Civilite | null;
  onChange: (civilite: Civilite | null) => void;
  disabled?: boolean;
}) {
  return (
    <Radio.Group label={label} size="lg" value={value ?? INCONNUE} onChange={(v) => onChange(knownCivilite(v))}>
      <Group mt="xs">
        {(['H', 'F'] as const).map((c) => (
          <Radio key={c} size="lg" value={c} label={civiliteWord(c)} disabled={disabled} />
        ))}
        <Radio size="lg" value={INCONNUE} label={CHOIX_NON_RENSEIGNEE} disabled={disabled} />
      </Group>
    </Radio.Group>
  );
}
