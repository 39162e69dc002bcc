import { TRAVAUX_COLUMNS } from '../../domain/export';
import type { TravauxRow } from '../../domain/filters';
import { TravauxFilterModal } from '../filtres';
import { ListScreen } from './ListScreen';
import { RowLink, sheetPath } from './RowLink';
import type { ListColumn } from './types';
import { useListContext } from './useListContext';

const COLUMNS: ListColumn<TravauxRow>[] = TRAVAUX_COLUMNS.map((def) => ({ def }));
const actions = (row: TravauxRow) => <RowLink to={sheetPath(row.emplacementId)}>éditer</RowLink>;

/** /travaux (spec 001 §2, §4): works with their status. */
export function TravauxList() {
  const { rows, cemetery, ctx } = useListContext();
  return (
    <ListScreen
      title="TRAVAUX"
      kind="travaux"
      label="Liste des travaux"
      rows={rows?.travaux}
      columns={COLUMNS}
      ctx={ctx}
      cemetery={cemetery}
      actions={actions}
      filterModal={TravauxFilterModal}
      searchable
      planButton
    />
  );
}
