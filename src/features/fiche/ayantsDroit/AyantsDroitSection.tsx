import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { Contact } from '../../../domain/entities/contact';
import { ContactEditModal } from '../concession/ContactEditModal';
import { ayantsDroitRows } from './ayantsDroit';

/**
 * Rightful claimants of the full sheet (spec 001 §2): read-only list of the concession's 'Ayant-droit'
 * contacts; the contacts carousel's edit form stays reachable for writers.
 */
export function AyantsDroitSection({ contacts, locationId, writable }: { contacts: Contact[]; locationId: string; writable: boolean }) {
  const [editing, setEditing] = useState<Contact | null>(null);
  const rows = ayantsDroitRows(contacts);
  return (
    <Paper withBorder p="md" data-testid="ayants-droit">
      <Stack gap="xs">
      <Title order={2}>Ayants droit</Title>
      {rows.length === 0 ? (
        <Text>Aucun ayant droit.</Text>
      ) : (
        <Paper>
          <Table fz="md" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Lien</Table.Th>
                <Table.Th>Adresse</Table.Th>
                <Table.Th>Téléphone</Table.Th>
                {writable && (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.contact.id} data-testid="ayant-droit">
                  <Table.Td fw={700}>{r.nom}</Table.Td>
                  <Table.Td>{r.lien || '—'}</Table.Td>
                  <Table.Td>{r.adresse || '—'}</Table.Td>
                  <Table.Td>{r.telephone || '—'}</Table.Td>
                  {writable && (
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button size="md" variant="light" aria-label={`Modifier l'ayant droit ${r.nom}`} onClick={() => setEditing(r.contact)}>
                          Modifier
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {editing && <ContactEditModal contact={editing} locationId={locationId} onClose={() => setEditing(null)} />}
      </Stack>
    </Paper>
  );
}
