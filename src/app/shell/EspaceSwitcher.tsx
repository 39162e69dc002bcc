import { useState } from 'react';
import { Select } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { chooseEspace } from '../../platform/auth';
import { communeLabel, countEspaces } from '../../platform/workspaces';
import { userMessage } from '../auth/userMessage';
import { useSession } from '../session/useSession';

interface EspaceSwitcherProps {
  onSwitched: () => void;
}

/** Cemetery switcher of the account panel, shown only to users of several cemeteries (spec 000 §2.5). */
export function EspaceSwitcher({ onSwitched }: EspaceSwitcherProps) {
  const { profile, espaceId } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const groups = profile?.espaces ?? [];
  if (countEspaces(groups) < 2) return null;

  const data = groups
    .filter((g) => g.espaces.length > 0)
    .map((g) => ({ group: communeLabel(g.societe), items: g.espaces.map((e) => ({ value: e.id, label: e.nom })) }));

  async function change(value: string | null) {
    if (!value || value === espaceId) return;
    setError(null);
    try {
      await chooseEspace(value);
      onSwitched();
      navigate('/concessions');
    } catch (e) {
      setError(userMessage(e));
    }
  }

  return (
    <Select
      label="Changer de cimetière"
      size="md"
      data={data}
      value={espaceId}
      onChange={(v) => void change(v)}
      allowDeselect={false}
      searchable={countEspaces(groups) > 8}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
