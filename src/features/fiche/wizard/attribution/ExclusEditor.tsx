import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TypeConcession } from '../../../../domain/constants/locationTypes';
import type { Exclu } from '../../../../domain/entities/location';
import { EXCLUS_LIST_TITLES, exclusMax, exclusMeaning } from '../../../../domain/wizards/attribution';
import { MSG_CHAMP_REQUIS } from '../../../../domain/wizards/validation';
import { DateField } from '../../../shared/DateField';

/**
 * The person list of the concession kind (spec 001 §4): Familiale excluded, Collective authorised, Individuelle
 * one authorised person; none for Honorifique and Non défini. A person is typed, then confirmed.
 */
export function ExclusEditor({ typeConcession, value, onChange }: { typeConcession: TypeConcession; value: Exclu[]; onChange: (l: Exclu[]) => void }) {
  const [nom, setNom] = useState('');
  const [prenom, setPrenom] = useState('');
  const [date, setDate] = useState('');
  const [error, setError] = useState(false);
  const meaning = exclusMeaning(typeConcession);
  if (!meaning) return <Text c="dimmed">Pas de liste de personnes pour ce type de concession.</Text>;
  const full = value.length >= exclusMax(typeConcession);
  const confirm = () => {
    if (!nom.trim() || !prenom.trim()) {
      setError(true);
      return;
    }
    onChange([...value, { nom: nom.trim(), prenom: prenom.trim(), dateDeNaissance: date || null }]);
    setNom('');
    setPrenom('');
    setDate('');
    setError(false);
  };
  return (
    <Stack gap="xs">
      <Text fw={700}>{EXCLUS_LIST_TITLES[meaning]}</Text>
      <List>
        {value.map((p, i) => (
          <List.Item key={`${p.nom}-${i}`}>
            {p.prenom} {p.nom}{' '}
            <Button size="compact-md" variant="subtle" color="red" onClick={() => onChange(value.filter((_, j) => j !== i))}>
              Retirer
            </Button>
          </List.Item>
        ))}
      </List>
      {!full && (
        <Group align="flex-end">
          <TextInput size="lg" label="Nom de la personne" withAsterisk value={nom} error={error && !nom.trim() ? MSG_CHAMP_REQUIS : null} onChange={(e) => setNom(e.currentTarget.value)} />
          <TextInput size="lg" label="Prénom de la personne" withAsterisk value={prenom} error={error && !prenom.trim() ? MSG_CHAMP_REQUIS : null} onChange={(e) => setPrenom(e.currentTarget.value)} />
          <DateField label="Date de naissance de la personne" value={date} onChange={setDate} />
          <Button size="lg" variant="light" onClick={confirm}>
            Confirmer la personne
          </Button>
        </Group>
      )}
    </Stack>
  );
}
