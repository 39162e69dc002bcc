import { Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { REGISTRE_COLUMNS, registreContent, registreRows } from '../../../domain/documents/registre';
import type { Location } from '../../../domain/entities/location';
import type { Occupant } from '../../../domain/entities/occupant';
import { parisDate } from '../../../domain/parisTime';
import { renderDocumentPdf } from './renderPdf';
import { saveBlob } from '../../../platform/download';
import { useDocumentFacts } from './useDocumentFacts';
import { withMairie } from '../../../domain/documents/mairie';

/**
 * The 'Registre' of a Jardin du souvenir or Ossuaire (spec 001 §2), read-only from the replica: who was placed
 * there and when, and its PDF made on the device (the register the town keeps, CGCT L2223-2).
 */
export function RegistreModal({ location, occupants, onClose }: { location: Location; occupants: readonly Occupant[]; onClose: () => void }) {
  const facts = useDocumentFacts();
  const [busy, setBusy] = useState(false);
  const rows = registreRows(occupants);
  const exportPdf = async () => {
    setBusy(true);
    try {
      const content = withMairie(registreContent({ location, occupants, espace: facts.espace, commune: facts.commune, today: parisDate(new Date()) }), facts.mairie);
      saveBlob(await renderDocumentPdf(content), content.fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Registre — ${location.type}`} size="xl" centered>
      <Stack>
        {rows.length === 0 ? (
          <Text>Aucun défunt enregistré.</Text>
        ) : (
          <ScrollArea.Autosize mah="60vh">
            <Table striped aria-label="Registre">
              <Table.Thead>
                <Table.Tr>
                  {REGISTRE_COLUMNS.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.nom}</Table.Td>
                    <Table.Td>{r.prenom}</Table.Td>
                    <Table.Td>{r.naissance}</Table.Td>
                    <Table.Td>{r.deces}</Table.Td>
                    <Table.Td>{r.depot}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Fermer
          </Button>
          <Button size="lg" loading={busy} onClick={() => void exportPdf()}>
            Exporter en PDF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
