import { List, Stack, Text, Title } from '@mantine/core';
import { formatFrDate } from '../../../domain/dates';
import type { Location } from '../../../domain/entities/location';
import { EXCLUS_LIST_TITLES, exclusMeaning } from '../../../domain/wizards/attribution';

/** Excluded or authorised persons, titled by what the list means for this concession kind (spec 001 §4). */
export function ExclusList({ location }: { location: Location }) {
  const meaning = location.typeConcession ? exclusMeaning(location.typeConcession) : null;
  if (!meaning) return null;
  return (
    <Stack gap="xs">
      <Title order={2}>{EXCLUS_LIST_TITLES[meaning]}</Title>
      {location.exclus.length === 0 ? (
        <Text>Aucune personne.</Text>
      ) : (
        <List>
          {location.exclus.map((p, i) => (
            <List.Item key={`${p.nom}-${p.prenom}-${i}`}>
              {p.prenom} {p.nom}
              {p.dateDeNaissance ? ` (né(e) le ${formatFrDate(p.dateDeNaissance)})` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
