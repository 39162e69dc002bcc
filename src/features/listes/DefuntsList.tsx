import { useMemo } from 'react';
import { DEFUNT_COLUMNS } from '../../domain/export';
import { isListedDefunt, type DefuntRow } from '../../domain/filters';
import { DefuntsFilterModal } from '../filtres';
import { ListScreen } from './ListScreen';
import { RowLink, sheetPath } from './RowLink';
import type { ListColumn } from './types';
import { useListContext } from './useListContext';

const COLUMNS: ListColumn<DefuntRow>[] = DEFUNT_COLUMNS.map((def) => ({ def }));
const actions = (row: DefuntRow) => <RowLink to={sheetPath(row.emplacementId)}>consulter</RowLink>;

/** /defunts (spec 001 §2): the deceased of the cemetery (exhumed ones out, spec 001 §4), with the deceased filter modal. */
export function DefuntsList() {
  const { rows, cemetery, ctx } = useListContext();
  const defunts = useMemo(() => rows?.defunts.filter(isListedDefunt), [rows]);
  return (
    <ListScreen
      title="DÉFUNTS"
      kind="defunts"
      label="Liste des défunts"
      rows={defunts}
      columns={COLUMNS}
      ctx={ctx}
      cemetery={cemetery}
      actions={actions}
      filterModal={DefuntsFilterModal}
      searchable
      planButton
    />
  );
}
