import { HOLDER_COLUMNS } from '../../domain/export';
import type { HolderRow } from '../../domain/filters';
import { holderState } from '../../domain/rules';
import { HoldersFilterModal } from '../filtres';
import { ListScreen } from './ListScreen';
import { RowLink, sheetPath } from './RowLink';
import { StatusText } from './StatusText';
import type { ListColumn } from './types';
import { useListContext } from './useListContext';

const actions = (row: HolderRow) => <RowLink to={sheetPath(row.emplacementId)}>consulter / éditer</RowLink>;

/** /concessionnaires (spec 001 §2, §4): holders with their state, green, red or 'pas de données'. */
export function HoldersList() {
  const { rows, cemetery, ctx } = useListContext();
  const columns: ListColumn<HolderRow>[] = HOLDER_COLUMNS.map((def) =>
    def.id === 'etat'
      ? {
          def,
          render: (row) => {
            const s = holderState(row.location, ctx.today);
            return <StatusText label={s.label} hex={s.hex} />;
          },
        }
      : { def },
  );
  return (
    <ListScreen
      title="CONCESSIONNAIRES"
      kind="holders"
      label="Liste des concessionnaires"
      rows={rows?.holders}
      columns={columns}
      ctx={ctx}
      cemetery={cemetery}
      actions={actions}
      filterModal={HoldersFilterModal}
      searchable
      planButton
    />
  );
}
