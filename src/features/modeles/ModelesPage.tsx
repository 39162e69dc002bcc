import { Alert, Anchor, Button, Group, Pagination, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEspaceId } from '../../replica/useEnqueue';
import { useTemplates } from './useTemplates';

/** Spec 002 §9: 30 templates a page, or the complete list. */
const PAGE_SIZE = 30;

export const editTemplatePath = (id: string) => `/edit/document/${encodeURIComponent(id)}`;

/**
 * Templates list (spec 002 §2 'Templates list and form', administrators only): every document the product
 * generates, by its default or the town's personalised copy, and the town's own templates.
 */
export function ModelesPage() {
  const espaceId = useEspaceId();
  const { templates, error } = useTemplates(espaceId);
  const [page, setPage] = useState(1);
  const [complete, setComplete] = useState(false);
  const pages = Math.max(1, Math.ceil(templates.length / PAGE_SIZE));
  const shown = complete ? templates : templates.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>MODÈLES</Title>
        <Button component={Link} to="/ajout-document" size="lg">
          Ajouter un modèle
        </Button>
      </Group>
      <Text>Les modèles des documents et des messages de la commune. Un modèle par défaut peut être personnalisé, puis rétabli.</Text>
      {error && (
        <Alert color="yellow" role="status">
          Liste enregistrée sur cet appareil affichée : {error}
        </Alert>
      )}
      <Table striped highlightOnHover data-testid="liste-modeles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nom</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>État</Table.Th>
            <Table.Th>Origine</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
                <Anchor component={Link} to={editTemplatePath(t.id)} display="flex">
                  {t.nom}
                </Anchor>
                {t.description && (
                  // 2 px apart from the name's 44 px line: flush against it, a tap on the line's lower edge went
                  // to the description (issue 29).
                  <Text size="sm" c="dimmed" mt={2}>
                    {t.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t.type === 'mails' ? 'Mail' : 'Document'}</Table.Td>
              <Table.Td>{t.actif ? 'Actif' : 'Inactif'}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={t.parDefaut ? 400 : 700} style={{ whiteSpace: 'nowrap' }}>
                  {t.parDefaut ? 'Par défaut' : 'Personnalisé'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        {!complete && pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages des modèles" /> : <span />}
        <Switch label="Liste complète" checked={complete} onChange={(e) => setComplete(e.currentTarget.checked)} size="md" />
      </Group>
    </Stack>
  );
}
