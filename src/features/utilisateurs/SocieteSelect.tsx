import { Select } from '@mantine/core';
import type { SocieteChoice } from './accountRequestsApi';

interface SocieteSelectProps {
  choices: SocieteChoice[];
  value: string | null;
  onChange: (societeId: string | null) => void;
}

/** For a super admin: the municipality of the new account; empty means the one matching the commune typed. */
export function SocieteSelect({ choices, value, onChange }: SocieteSelectProps) {
  return (
    <Select
      label="Commune du nouveau compte"
      description="Laissez vide pour rattacher le compte à la commune saisie dans la demande."
      placeholder="Selon la commune de la demande"
      data={choices.map((s) => ({ value: s.id, label: s.nom === s.commune ? s.commune : `${s.commune} — ${s.nom}` }))}
      value={value}
      onChange={onChange}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
      mb="lg"
    />
  );
}
