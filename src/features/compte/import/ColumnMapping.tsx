import { Badge, Select, Stack, Table, Text } from '@mantine/core';
import type { ImportField, ImportMapping } from '../../../domain/import/fields';
import type { RegisterPreview } from './registerImportApi';

const NONE = '';

/**
 * The columns found in the register, a few of their values, and the field each goes to (changeable): the one
 * of the cemetery's last import where the column's header was seen then, marked 'comme au dernier import'
 * (issue 26), guessed from the header otherwise.
 */
export function ColumnMapping({ preview, mapping, onChange }: { preview: RegisterPreview; mapping: ImportMapping; onChange: (next: ImportMapping) => void }) {
  const groups = [...new Set(preview.champs.map((c) => c.groupe))];
  const data = [
    { value: NONE, label: 'Ne pas importer' },
    ...groups.map((group) => ({ group, items: preview.champs.filter((c) => c.groupe === group).map((c) => ({ value: c.name, label: c.label })) })),
  ];
  return (
    <Stack gap="xs">
      {preview.correspondanceMemorisee && (
        <Text size="sm">
          Les colonnes marquées « comme au dernier import » reprennent le champ choisi lors du dernier import de ce cimetière ; les autres sont
          devinées d’après leur en-tête. Vérifiez-les.
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Colonne du fichier</Table.Th>
              <Table.Th>Exemples</Table.Th>
              <Table.Th>Champ</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.colonnes.map((col) => (
              <Table.Tr key={col.index}>
                <Table.Td>
                  <Text fw={600}>{col.entete}</Text>
                  {col.memorisee && (
                    <Badge variant="light" color="teal" size="sm" tt="none">
                      comme au dernier import
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {col.exemples.filter(Boolean).join(' · ') || '—'}
                  </Text>
                </Table.Td>
                <Table.Td miw={220}>
                  <Select
                    size="md"
                    aria-label={`Champ de la colonne ${col.entete}`}
                    data={data}
                    value={mapping[col.index] ?? NONE}
                    allowDeselect={false}
                    onChange={(value) => {
                      const next = [...mapping];
                      next[col.index] = value ? (value as ImportField) : null;
                      onChange(next);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
