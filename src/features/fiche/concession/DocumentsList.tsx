import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatFrDate } from '../../../domain/dates';
import type { FicheData } from '../../../replica/queries/fiche';
import { DocumentsSection } from '../documents/DocumentsSection';

/** Documents of the concession and the e-mails sent to the town hall (spec 001 §2 full sheet). */
export function DocumentsList({ fiche }: { fiche: FicheData }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <DocumentsSection fiche={fiche} />
      <Paper withBorder p="md">
        <Stack gap="xs">
        <Title order={2}>E-mails</Title>
        {fiche.mailArchives.length === 0 ? (
          <Text>Aucun e-mail.</Text>
        ) : (
          <List>
            {fiche.mailArchives.map((m) => (
              <List.Item key={m.id}>
                {formatFrDate(m.dateEnvoi?.slice(0, 10) ?? null)} — {m.objet}
              </List.Item>
            ))}
          </List>
        )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
