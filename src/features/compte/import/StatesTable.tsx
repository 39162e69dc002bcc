import { Select, Table, Text } from '@mantine/core';
import { PLOT_STATE_LABELS, PLOT_STATES, type PlotState } from '../../../domain/import/plotStates';
import type { StateUse } from '../../../domain/import/plan';

const OPTIONS = PLOT_STATES.map((state) => ({ value: state, label: PLOT_STATE_LABELS[state] }));

/**
 * The file's status values and how the import reads each (issue 26: graves taken back became active
 * concessions without a word): shown before anything is written, each changeable; a change runs the dry run
 * again with the user's reading.
 */
export function StatesTable({ etats, onChange, disabled }: { etats: readonly StateUse[]; onChange: (cle: string, etat: PlotState) => void; disabled?: boolean }) {
  if (etats.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder verticalSpacing="xs" captionSide="top" aria-label="États des emplacements du fichier">
        <Table.Caption>
          <Text size="sm">États écrits dans le fichier et leur lecture : vérifiez chacun avant d’importer.</Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Valeur du fichier</Table.Th>
            <Table.Th>Lignes</Table.Th>
            <Table.Th>Lue comme</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {etats.map((e) => (
            <Table.Tr key={e.cle}>
              <Table.Td fw={600}>{e.valeur}</Table.Td>
              <Table.Td>{e.lignes}</Table.Td>
              <Table.Td miw={260}>
                <Select
                  size="md"
                  aria-label={`Lecture de l’état « ${e.valeur} »`}
                  data={OPTIONS}
                  value={e.etat}
                  allowDeselect={false}
                  disabled={disabled}
                  onChange={(value) => value && onChange(e.cle, value as PlotState)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
