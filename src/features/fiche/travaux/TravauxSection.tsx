import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatFrDate } from '../../../domain/dates';
import type { Travaux } from '../../../domain/entities/travaux';
import { travauxStatus } from '../../../domain/rules/travauxStatus';
import type { FicheData } from '../../../replica/queries/fiche';
import { ConfirmModal } from '../ConfirmModal';
import { CONFIRM } from '../messages';
import { useRunMutation } from '../useFicheActions';
import { TravauxDocumentLink } from './TravauxDocumentLink';
import { TravauxForm } from './TravauxForm';

const STATUS_COLOURS = { pas_de_donnees: 'gray', en_cours: 'blue', realise: 'green', non_commence: 'orange' } as const;

/** Works on the plot with their status (spec 001 §4 Works status), the works form and delete. */
export function TravauxSection({ fiche, writable, today }: { fiche: FicheData; writable: boolean; today: string }) {
  const run = useRunMutation();
  const [editing, setEditing] = useState<Travaux | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Travaux | null>(null);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2}>Travaux</Title>
        {writable && (
          <Button size="lg" variant="light" onClick={() => setEditing('new')}>
            Ajouter des travaux
          </Button>
        )}
      </Group>
      {fiche.travaux.length === 0 ? (
        <Text>Aucuns travaux.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Début</Table.Th>
              <Table.Th>Fin</Table.Th>
              <Table.Th>Statut</Table.Th>
              <Table.Th>Document</Table.Th>
              {writable && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fiche.travaux.map((t) => {
              const s = travauxStatus(t, today);
              const doc = t.documentId ? fiche.documents.find((d) => d.id === t.documentId) : undefined;
              return (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.type}</Table.Td>
                  <Table.Td>{formatFrDate(t.dateDebut)}</Table.Td>
                  <Table.Td>{formatFrDate(t.dateFin)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[s.code]}>{s.label}</Badge>
                  </Table.Td>
                  <Table.Td>{doc && <TravauxDocumentLink document={doc} />}</Table.Td>
                  {writable && (
                    <Table.Td>
                      <Group gap="xs">
                        <Button size="md" variant="subtle" onClick={() => setEditing(t)}>
                          Éditer
                        </Button>
                        <Button size="md" variant="subtle" color="red" onClick={() => setDeleting(t)}>
                          Supprimer
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Stack>
        {editing && <TravauxForm
            emplacementId={fiche.emplacement.id}
            locationId={fiche.current?.id ?? null}
            documents={fiche.documents}
            travaux={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        message={CONFIRM.supprimerTravaux}
        onConfirm={() => deleting && void run('travaux.delete', { id: deleting.id }, 'Travaux supprimés.')}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
