import { Anchor, Modal, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FicheData } from '../../replica/queries/fiche';

function formatInstant(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString('fr-FR') : '';
}

/** The history: archived concessions of the plot (id, famille, archivedAt), each opening its read-only sheet. */
export function HistoryModal({ opened, onClose, fiche }: { opened: boolean; onClose: () => void; fiche: FicheData }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Historique des concessions" size="lg">
      {fiche.archived.length === 0 ? (
        <Text>Aucune concession archivée.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>N°</Table.Th>
              <Table.Th>Famille</Table.Th>
              <Table.Th>Archivée le</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fiche.archived.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.numero ?? l.id.slice(0, 8)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/fiche-concession-archive/${fiche.emplacement.id}/${l.id}`} onClick={onClose}>
                    {l.famille ?? 'Sans nom'}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatInstant(l.archivedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
