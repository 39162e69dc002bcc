import { Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { DryRunLine, LineStatus } from '../../../domain/import/plan';

const COLORS: Record<LineStatus, string> = { 'créé': 'green', 'mis à jour': 'blue', 'inchangé': 'gray', 'refusé': 'red' };
/** Lines shown at once: a 20,000-line register is read by filtering, not by scrolling all of it. */
const SHOWN = 300;

type Filter = 'toutes' | 'refusées' | 'à vérifier';
const isPartial = (l: DryRunLine) => l.status !== 'refusé' && l.warnings.length > 0;

/**
 * The dry run, line by line: what each line of the register will create or update, or why it is refused, and
 * under 'À vérifier' each value left empty or not taken and why (issue 26: nothing is guessed silently).
 */
export function DryRunTable({ lines }: { lines: DryRunLine[] }) {
  const refused = lines.filter((l) => l.status === 'refusé').length;
  const partial = lines.filter(isPartial).length;
  const [filter, setFilter] = useState<Filter>(refused > 0 ? 'refusées' : partial > 0 ? 'à vérifier' : 'toutes');
  const shown = lines.filter((l) => filter === 'toutes' || (filter === 'refusées' ? l.status === 'refusé' : isPartial(l)));
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="md"
        aria-label="Lignes affichées"
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={[
          { value: 'toutes', label: `Toutes les lignes (${lines.length})` },
          { value: 'à vérifier', label: `Lignes à vérifier (${partial})` },
          { value: 'refusées', label: `Lignes refusées (${refused})` },
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
                <Table.Td miw={150}>
                  <Badge color={COLORS[l.status]} variant="light" size="lg">
                    {l.status}
                  </Badge>
                  {isPartial(l) && (
                    <Badge color="orange" variant="light" size="lg" mt={4} display="block">
                      à vérifier
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {l.details.map((d) => (
                    <Text key={d} size="sm">
                      {d}
                    </Text>
                  ))}
                  {l.warnings.map((w) => (
                    <Text key={w} size="sm" c="orange.9">
                      À vérifier : {w}
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
