import { Table } from '@mantine/core';

/** The 'Vérification et Validation' step: what will be recorded, read back before Valider. */
export function Summary({ rows }: { rows: Array<[string, string | null | undefined]> }) {
  return (
    <Table>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th>{label}</Table.Th>
            <Table.Td>{value || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
