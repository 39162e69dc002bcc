import { CONCESSION_COLUMNS } from '../../domain/export';
import { concessionsListed } from '../../domain/rules/concessionCount';
import type { ConcessionRow, FilterAction, FilterState } from '../../domain/filters';
import type { Dispatch, ReactNode } from 'react';
import { ConcessionsFilterModal } from '../filtres';
import { ListView } from './ListView';
import { RowLink, sheetPath } from './RowLink';
import { StatusText } from './StatusText';
import type { ListColumn } from './types';
import { useListContext } from './useListContext';

const COLUMNS: ListColumn<ConcessionRow>[] = CONCESSION_COLUMNS.map((def) =>
  def.id === 'statut' ? { def, render: (row) => <StatusText label={row.status.label} hex={row.status.hex} /> } : { def },
);
const actions = (row: ConcessionRow) => <RowLink to={sheetPath(row.emplacementId)}>consulter</RowLink>;

export interface ConcessionsListProps {
  /** Filters shared with the plan tab (issue 4); the list keeps its own when absent. */
  filters?: FilterState;
  dispatch?: Dispatch<FilterAction>;
  /** The quick checkboxes above the table (the plan's, so both tabs show the same ones). */
  quickFilters?: (filters: FilterState, dispatch: Dispatch<FilterAction>) => ReactNode;
}

/** The Liste tab of /concessions (spec 001 §2): concessions with selection, sorting and pages. */
export function ConcessionsList({ filters, dispatch, quickFilters }: ConcessionsListProps) {
  const { rows, cemetery, ctx } = useListContext();
  return (
    <ListView
      kind="concessions"
      label="Liste des concessions"
      rows={rows?.concessions}
      columns={COLUMNS}
      ctx={ctx}
      cemetery={cemetery}
      actions={actions}
      filterModal={ConcessionsFilterModal}
      scope={concessionsListed}
      // When the page owns the filters (the plan's, issue 4), the button and the checkboxes act on them.
      {...(filters && dispatch ? { filters, dispatch } : {})}
      {...(quickFilters ? { quickFilters } : {})}
    />
  );
}
