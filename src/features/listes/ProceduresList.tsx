import { procedureRoute } from '../../domain/constants';
import { PROCEDURE_COLUMNS } from '../../domain/export';
import type { ProcedureRow } from '../../domain/filters';
import { ProceduresFilterModal } from '../filtres';
import { ListScreen } from './ListScreen';
import { RepriseAbandonListExport } from './RepriseAbandonListExport';
import { RowLink } from './RowLink';
import type { ListColumn } from './types';
import { useListContext } from './useListContext';

const COLUMNS: ListColumn<ProcedureRow>[] = PROCEDURE_COLUMNS.map((def) => ({ def }));
// Procedure rows lead to the procedure's own screen, /{kind}/{emplacementId} (spec 001 §2).
const actions = (row: ProcedureRow) => <RowLink to={procedureRoute(row.procedure.kind, row.emplacementId)}>consulter</RowLink>;

/** /procedures (spec 001 §2, §4): procedures with 'réalisé' or 'en cours'; the R2223-17 list of issue 12 beside the title. */
export function ProceduresList() {
  const { rows, cemetery, ctx } = useListContext();
  return (
    <ListScreen
      title="PROCÉDURES"
      kind="procedures"
      label="Liste des procédures"
      rows={rows?.procedures}
      columns={COLUMNS}
      ctx={ctx}
      cemetery={cemetery}
      actions={actions}
      filterModal={ProceduresFilterModal}
      searchable
      planButton
      aside={<RepriseAbandonListExport procedures={rows?.procedures} holders={rows?.holders} ctx={ctx} cemetery={cemetery} />}
    />
  );
}
