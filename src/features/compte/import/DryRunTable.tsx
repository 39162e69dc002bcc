import { Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { DryRunLine, LineStatus } from '../../../domain/import/plan';

const COLORS: Record<LineStatus, string> = { 'créé': 'green', 'mis à jour': 'blue', 'inchangé': 'gray', 'refusé': 'red' };
/** Lines shown at once: a 20,000-line register is read by filtering, not by scrolling all of it. */
const SHOWN = 300;

/** The dry run, line by line: what each line of the register will create or update, or why it is refused. */
export function DryRunTable({ lines }: { lines: DryRunLine[] }) {
  const [filter, setFilter] = useState<'toutes' | 'refusées'>(lines.some((l) => l.status === 'refusé') ? 'refusées' : 'toutes');
  const shown = lines.filter((l) => filter === 'toutes' || l.status === 'refusé');
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="md"
        aria-label="Lignes affichées"
        value={filter}
        onChange={(v) => setFilter(v as typeof filter)}
        data={[
          { value: 'toutes', label: `Toutes les lignes (${lines.length})` },
          { value: 'refusées', label: `Lignes refusées (${lines.filter((l) => l.status === 'refusé').length})` },
        ]}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Simulation de l’import">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ligne</Table.Th>
              <Table.Th>Emplacement</Table.Th>
              <Table.Th>Résultat</Table.Th>
              <Table.Th>Détail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.slice(0, SHOWN).map((l) => (
              <Table.Tr key={l.line}>
                <Table.Td>{l.line}</Table.Td>
                <Table.Td>{l.plot || '—'}</Table.Td>
                <Table.Td>
                  <Badge color={COLORS[l.status]} variant="light" size="lg">
                    {l.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {l.details.map((d) => (
                    <Text key={d} size="sm">
                      {d}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length > SHOWN && <Text size="sm" c="dimmed">{SHOWN} premières lignes affichées sur {shown.length}.</Text>}
    </Stack>
  );
}
