import { ActionIcon, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { CIVILITE_LABELS, CIVILITES, type Civilite } from '../../domain/constants/contacts';
import { FONCTIONS_MAIRIE, type MairieContact } from '../../domain/entities/mairie';

const EMPTY: MairieContact = { civilite: 'H', nom: '', prenom: '', fonction: 'Maire', telephone: null, email: null };

/** The town hall's contacts (spec 000 §3 contactsArray, §9 function choices): listed, added and removed before saving. */
export function MairieContacts({ contacts, editable, onChange }: { contacts: MairieContact[]; editable: boolean; onChange: (c: MairieContact[]) => void }) {
  const [draft, setDraft] = useState<MairieContact>(EMPTY);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Contacts de la mairie">
      <Title order={2} size="h3" mb="xs">Contacts</Title>
      {contacts.length === 0 ? (
        <Text c="dimmed">Aucun contact.</Text>
      ) : (
        <Table.ScrollContainer minWidth={500}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Fonction</Table.Th>
                <Table.Th>Téléphone</Table.Th>
                <Table.Th>E-mail</Table.Th>
                {editable && <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((c, i) => (
                <Table.Tr key={`${c.nom}-${i}`}>
                  <Table.Td>{`${CIVILITE_LABELS[c.civilite]} ${c.prenom} ${c.nom.toUpperCase()}`}</Table.Td>
                  <Table.Td>{c.fonction}</Table.Td>
                  <Table.Td>{c.telephone ?? '—'}</Table.Td>
                  <Table.Td>{c.email ?? '—'}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <ActionIcon size="xl" variant="subtle" color="red" aria-label={`Retirer ${c.nom}`} onClick={() => onChange(contacts.filter((_, j) => j !== i))}>
                        ×
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editable && (
        <Stack mt="md" gap="xs">
          <Group grow align="flex-end" wrap="wrap">
            <Select size="lg" label="Civilité du contact" data={CIVILITES.map((c) => ({ value: c, label: CIVILITE_LABELS[c] }))} value={draft.civilite} allowDeselect={false} onChange={(v) => setDraft({ ...draft, civilite: (v ?? 'H') as Civilite })} />
            <TextInput size="lg" label="Nom du contact" value={draft.nom} onChange={(e) => setDraft({ ...draft, nom: e.currentTarget.value })} />
            <TextInput size="lg" label="Prénom du contact" value={draft.prenom} onChange={(e) => setDraft({ ...draft, prenom: e.currentTarget.value })} />
          </Group>
          <Group grow align="flex-end" wrap="wrap">
            <Select size="lg" label="Fonction" data={[...FONCTIONS_MAIRIE]} value={draft.fonction} allowDeselect={false} onChange={(v) => setDraft({ ...draft, fonction: v ?? 'Maire' })} />
            <TextInput size="lg" label="Téléphone du contact" inputMode="numeric" value={draft.telephone ?? ''} onChange={(e) => setDraft({ ...draft, telephone: e.currentTarget.value || null })} />
            <TextInput size="lg" label="E-mail du contact" type="email" value={draft.email ?? ''} onChange={(e) => setDraft({ ...draft, email: e.currentTarget.value || null })} />
          </Group>
          <Group>
            <Button size="lg" variant="light" disabled={!draft.nom.trim()} onClick={() => { onChange([...contacts, draft]); setDraft(EMPTY); }}>
              Ajouter le contact
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
