import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import type { Contact } from '../../../domain/entities/contact';
import { personName } from '../../../domain/rules/labels';
import { carouselArrows } from '../../../domain/wizards/sheet';

/** Contacts of the concession, with arrows when they do not all fit (rule in src/domain/wizards/sheet.ts). */
export function ContactsCarousel({ contacts }: { contacts: Contact[] }) {
  const { width } = useViewportSize();
  const [start, setStart] = useState(0);
  const perPage = width < 1200 ? 1 : 2;
  const arrows = carouselArrows(contacts.length, width);
  const shown = arrows ? contacts.slice(start, start + perPage) : contacts;
  return (
    <Stack gap="xs">
      <Title order={2}>Contacts</Title>
      {contacts.length === 0 && <Text>Aucun contact.</Text>}
      <Group wrap="nowrap" align="stretch">
        {arrows && (
          <ActionIcon size={44} variant="light" aria-label="Contacts précédents" disabled={start === 0} onClick={() => setStart(Math.max(0, start - perPage))}>
            ‹
          </ActionIcon>
        )}
        {shown.map((c) => (
          <Paper key={c.id} withBorder p="md" miw={260} style={{ flex: 1 }}>
            <Text fw={700}>{c.nomSociete ?? personName(c)}</Text>
            <Text c="dimmed">{c.typeDeContact ?? ''}</Text>
            {c.adresse && <Text>{[c.adresse, c.codePostal, c.commune].filter(Boolean).join(' ')}</Text>}
            {c.telephone && <Text>Tél. {c.telephone}</Text>}
            {c.email && <Text>{c.email}</Text>}
          </Paper>
        ))}
        {arrows && (
          <ActionIcon size={44} variant="light" aria-label="Contacts suivants" disabled={start + perPage >= contacts.length} onClick={() => setStart(start + perPage)}>
            ›
          </ActionIcon>
        )}
      </Group>
    </Stack>
  );
}
