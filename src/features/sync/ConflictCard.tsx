import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { mutationAction } from '../../domain/sync/conflictWording';
import { conflictFields } from '../../replica/conflicts';
import type { ConflictEntry } from '../../replica/types';
import { fieldLabel, fieldValue } from './fieldLabels';
import { useBusyAction } from '../shared/useBusyAction';
import { useConflictSubject } from './useConflictSubject';

interface Props {
  espaceId: string;
  conflict: ConflictEntry;
  onKeepMine: () => Promise<void>;
  onKeepTheirs: () => Promise<void>;
}

/**
 * One refused change: the record it is on and what it did, in words (issue 29: 'Carré A, allée 2, n° 14',
 * 'État d'abandon modifié'), why, and per field 'Ma valeur' against 'Valeur du serveur'.
 */
export function ConflictCard({ espaceId, conflict, onKeepMine, onKeepTheirs }: Props) {
  const { busy, error, run } = useBusyAction();
  const subject = useConflictSubject(espaceId, conflict) ?? '';
  const action = mutationAction(conflict.name);
  const fields = conflictFields(conflict);
  const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(conflict.createdAt));
  return (
    <Card withBorder padding="md" component="article" aria-label={`${conflict.status === 'conflict' ? 'Conflit' : 'Modification refusée'} : ${subject}, ${action}, du ${date}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700} size="lg" data-testid="conflict-subject">
              {subject}
            </Text>
            <Text data-testid="conflict-action">
              {conflict.status === 'conflict' ? 'Conflit' : 'Modification refusée'} : {action}
            </Text>
          </div>
          <Text size="sm">Faite le {date}</Text>
        </Group>
        <Text>{conflict.message}</Text>
        {fields.length > 0 && (
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Champ</Table.Th>
                <Table.Th>Ma valeur</Table.Th>
                <Table.Th>Valeur du serveur</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((f) => (
                <Table.Tr key={f.field}>
                  <Table.Td>{fieldLabel(f.field)}</Table.Td>
                  <Table.Td>{fieldValue(f.field, f.mine)}</Table.Td>
                  <Table.Td>{conflict.current ? fieldValue(f.field, f.server) : 'Absente'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {error && (
          <Alert color="red" title="Impossible">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button size="lg" variant="default" disabled={busy} onClick={() => void run(onKeepTheirs)}>
            Garder la version du serveur
          </Button>
          <Button size="lg" loading={busy} onClick={() => void run(onKeepMine)}>
            Garder ma version
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
