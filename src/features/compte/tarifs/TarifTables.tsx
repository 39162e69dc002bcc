import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatFrDate } from '../../../domain/dates';
import { TARIF_TYPES } from '../../../domain/constants/locationTypes';
import { SURFACE_CLASS_LABELS } from '../../../domain/constants/surfaces';
import type { Tarif } from '../../../domain/entities/tarif';
import { tarifGrid } from '../../../domain/tarifs/versioning';
import { A_RENSEIGNER, ccasLabel, dureeLabel, euros, prestationsLabel, surfaceLabel } from './tarifLabels';

/** A table of prices (current or archived), with 'Modifier' and 'Supprimer' when the user may write. */
export function TarifTable({ label, tarifs, onEdit, onDelete }: { label: string; tarifs: Tarif[]; onEdit?: (t: Tarif) => void; onDelete?: (t: Tarif) => void }) {
  if (tarifs.length === 0) return <Text c="dimmed">Aucun tarif.</Text>;
  return (
    <Table.ScrollContainer minWidth={1250}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th><Table.Th>Durée</Table.Th><Table.Th>Surface</Table.Th><Table.Th>Attribution TTC</Table.Th><Table.Th>Renouvellement TTC</Table.Th>
            <Table.Th>Par an</Table.Th><Table.Th>CCAS</Table.Th><Table.Th miw={260}>Prestations</Table.Th><Table.Th>Date d'application</Table.Th>
            {(onEdit || onDelete) && <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tarifs.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.typeEmplacement}</Table.Td>
              <Table.Td>{dureeLabel(t)}</Table.Td>
              <Table.Td>{surfaceLabel(t)}</Table.Td>
              <Table.Td>{euros(t.tarifFixe, t.parMetreCarre)}</Table.Td>
              <Table.Td>{euros(t.tarifRenouv, t.parMetreCarre)}</Table.Td>
              <Table.Td>{t.tarifDuree === null ? '—' : euros(t.tarifDuree)}</Table.Td>
              <Table.Td>{ccasLabel(t)}</Table.Td>
              <Table.Td>
                <Text size="sm">Attribution : {prestationsLabel(t.prestationsAttribution)}</Text>
                <Text size="sm">Renouvellement : {prestationsLabel(t.prestationsRenouv)}</Text>
              </Table.Td>
              <Table.Td>{formatFrDate(t.dateApplication)}</Table.Td>
              {(onEdit || onDelete) && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {onEdit && <Button size="md" variant="light" onClick={() => onEdit(t)} aria-label={`Modifier le tarif ${t.typeEmplacement} ${dureeLabel(t)} ${surfaceLabel(t)}`}>Modifier</Button>}
                    {onDelete && <Button size="md" variant="subtle" color="red" onClick={() => onDelete(t)} aria-label={`Supprimer le tarif ${t.typeEmplacement} ${dureeLabel(t)} ${surfaceLabel(t)}`}>Supprimer</Button>}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The grid of the current prices per type, duration and surface class (spec 000 §2.9): a missing combination
 * reads 'à renseigner', so the town sees at once which prices it still has to set.
 */
export function TarifGrids({ current }: { current: Tarif[] }) {
  const types = TARIF_TYPES.filter((type) => tarifGrid(current, type).length > 0);
  if (types.length === 0) return null;
  return (
    <>
      {types.map((type) => (
        <Table.ScrollContainer key={type} minWidth={700}>
          <Table withTableBorder aria-label={`Grille des tarifs : ${type}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{type}</Table.Th>
                {Object.values(SURFACE_CLASS_LABELS).map((l) => <Table.Th key={l}>{l}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tarifGrid(current, type).map((row) => (
                <Table.Tr key={row.perpetuelle ? 'p' : String(row.duree)}>
                  <Table.Td fw={700}>{dureeLabel(row)}</Table.Td>
                  {row.bySurface.map(({ surface, tarif }) => (
                    <Table.Td key={surface} c={tarif || row.parMetreCarre ? undefined : 'orange.9'}>
                      {tarif ? euros(tarif.tarifFixe) : row.parMetreCarre ? euros(row.parMetreCarre.tarifFixe, true) : A_RENSEIGNER}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
    </>
  );
}
