import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import type { Contact } from '../../../domain/entities/contact';
import { personName } from '../../../domain/rules/labels';
import { carouselArrows } from '../../../domain/wizards/sheet';
import { ConfirmModal } from '../ConfirmModal';
import { CONFIRM } from '../messages';
import { useRunMutation } from '../useFicheActions';
import { ContactEditModal } from './ContactEditModal';

const contactName = (c: Contact) => c.nomSociete ?? personName(c);

/**
 * Contacts of the concession, with arrows when they do not all fit (rule in src/domain/wizards/sheet.ts);
 * each card can be edited (contact.update) or deleted after the spec's confirmation (contact.delete), and a
 * contact added (contact.create).
 */
export function ContactsCarousel({ contacts, locationId, writable }: { contacts: Contact[]; locationId: string; writable: boolean }) {
  const run = useRunMutation();
  const { width } = useViewportSize();
  const [start, setStart] = useState(0);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const perPage = width < 1200 ? 1 : 2;
  const arrows = carouselArrows(contacts.length, width);
  // A deleted contact shortens the list: never leave the carousel past its end.
  const first = Math.max(0, Math.min(start, contacts.length - perPage));
  const shown = arrows ? contacts.slice(first, first + perPage) : contacts;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2}>Contacts</Title>
        {writable && (
          <Button size="lg" variant="light" onClick={() => setEditing('new')}>
            Ajouter un contact
          </Button>
        )}
      </Group>
      {contacts.length === 0 && <Text>Aucun contact.</Text>}
      <Group wrap="nowrap" align="stretch">
        {arrows && (
          <ActionIcon size={44} variant="light" aria-label="Contacts précédents" disabled={first === 0} onClick={() => setStart(Math.max(0, first - perPage))}>
            ‹
          </ActionIcon>
        )}
        {shown.map((c) => (
          <Paper key={c.id} withBorder p="md" miw={260} style={{ flex: 1 }} data-testid="contact">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={700}>{contactName(c)}</Text>
                <Text c="dimmed">{c.typeDeContact ?? ''}</Text>
                {c.adresse && <Text>{c.adresse}</Text>}
                {(c.codePostal || c.commune) && <Text>{[c.codePostal, c.commune].filter(Boolean).join(' ')}</Text>}
                {c.telephone && <Text>Tél. {c.telephone}</Text>}
                {c.telephoneMobile && <Text>Mobile {c.telephoneMobile}</Text>}
                {c.email && <Text>{c.email}</Text>}
              </Stack>
              {c.decede && <Badge color="gray">Décédé</Badge>}
            </Group>
            {writable && (
              <Group gap="xs" mt="sm">
                <Button size="md" variant="light" aria-label={`Modifier le contact ${contactName(c)}`} onClick={() => setEditing(c)}>
                  Modifier
                </Button>
                <Button size="md" variant="subtle" color="red" aria-label={`Supprimer le contact ${contactName(c)}`} onClick={() => setDeleting(c)}>
                  Supprimer
                </Button>
              </Group>
            )}
          </Paper>
        ))}
        {arrows && (
          <ActionIcon size={44} variant="light" aria-label="Contacts suivants" disabled={first + perPage >= contacts.length} onClick={() => setStart(first + perPage)}>
            ›
          </ActionIcon>
        )}
      </Group>
      {editing && <ContactEditModal contact={editing === 'new' ? null : editing} locationId={locationId} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        message={CONFIRM.supprimerContact}
        confirmLabel="Supprimer"
        onConfirm={() => deleting && void run('contact.delete', { id: deleting.id }, 'Contact supprimé.')}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
