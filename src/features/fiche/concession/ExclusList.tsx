import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatFrDate } from '../../../domain/dates';
import type { Exclu, Location } from '../../../domain/entities/location';
import { EXCLUS_LIST_TITLES, exclusMeaning } from '../../../domain/wizards/attribution';
import { ConfirmModal } from '../ConfirmModal';
import { CONFIRM } from '../messages';
import { useRunMutation } from '../useFicheActions';

const exclusName = (p: Exclu) => `${p.prenom} ${p.nom}`.trim();

/**
 * Excluded or authorised persons, titled by what the list means for this concession kind (spec 001 §4).
 * Removing one rewrites the list through location.update. The original removed them through its contact route
 * (POST supprimerContact, champs=exclus), so the contact's confirmation text is the one asked (spec 001 §8).
 */
export function ExclusList({ location, writable }: { location: Location; writable: boolean }) {
  const run = useRunMutation();
  const [removing, setRemoving] = useState<Exclu | null>(null);
  const meaning = location.typeConcession ? exclusMeaning(location.typeConcession) : null;
  if (!meaning) return null;
  // By the person, not the position: a sync may reorder the list while the question is open.
  const remove = (person: Exclu) => {
    const index = location.exclus.findIndex((p) => p.nom === person.nom && p.prenom === person.prenom && p.dateDeNaissance === person.dateDeNaissance);
    if (index < 0) return;
    const exclus = location.exclus.filter((_, i) => i !== index);
    void run('location.update', { id: location.id, exclus }, 'Personne retirée de la liste.');
  };
  return (
    <Stack gap="xs">
      <Title order={2}>{EXCLUS_LIST_TITLES[meaning]}</Title>
      {location.exclus.length === 0 ? (
        <Text>Aucune personne.</Text>
      ) : (
        <Stack gap="xs">
          {location.exclus.map((p, i) => (
            <Paper key={`${p.nom}-${p.prenom}-${i}`} withBorder px="md" py="xs" data-testid="exclu">
              <Group justify="space-between">
                <Text size="lg">
                  {exclusName(p)}
                  {p.dateDeNaissance ? ` (né(e) le ${formatFrDate(p.dateDeNaissance)})` : ''}
                </Text>
                {writable && (
                  <Button size="md" variant="subtle" color="red" aria-label={`Retirer ${exclusName(p)} de la liste`} onClick={() => setRemoving(p)}>
                    Retirer
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={removing !== null}
        message={CONFIRM.supprimerContact}
        confirmLabel="Retirer"
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
