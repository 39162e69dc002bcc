import { useMemo, type Dispatch } from 'react';
import { Anchor, Group } from '@mantine/core';
import { PLOT_COLUMNS } from '../../domain/export';
import type { FilterAction, FilterState, PlotRow } from '../../domain/filters';
import { ConcessionsFilterModal, EtatQuickFilters } from '../filtres';
import { ListView } from './ListView';
import { RowLink, sheetPath } from './RowLink';
import type { ListColumn } from './types';
import { useListContext } from './useListContext';
import { exportPlotSheet } from './exportPlotSheet';
import { useEspaceId } from '../../replica/useEnqueue';

const COLUMNS: ListColumn<PlotRow>[] = PLOT_COLUMNS.map((def) => ({ def }));

function plotActions(espaceId: string | null) {
  return function PlotActions(row: PlotRow) {
    return (
      <Group gap="md" wrap="nowrap">
        <RowLink to={sheetPath(row.id)}>consulter</RowLink>
        <Anchor component="button" type="button" fw={600} mih={44} disabled={!espaceId} onClick={() => espaceId && void exportPlotSheet(espaceId, row.id, row.status.label)}>
          exporter
        </Anchor>
      </Group>
    );
  };
}

export interface EmplacementsListProps {
  filters?: FilterState;
  dispatch?: Dispatch<FilterAction>;
}

/**
 * The Liste view of /emplacement (spec 001 §2): Carré/Allée/Num, N°, Famille, Type, Surface, Libre, and
 * 'consulter' / 'exporter' per row. Plots under an active 'Dispersion pleine nature' rental are hidden.
 */
export function EmplacementsList({ filters, dispatch }: EmplacementsListProps) {
  const { rows, cemetery, ctx } = useListContext();
  const espaceId = useEspaceId();
  const plots = useMemo(() => rows?.plots.filter((r) => !r.pleineNature), [rows]);
  const actions = useMemo(() => plotActions(espaceId), [espaceId]);
  return (
    <ListView
      kind="plots"
      label="Liste des emplacements"
      rows={plots}
      columns={COLUMNS}
      ctx={ctx}
      cemetery={cemetery}
      actions={actions}
      searchable
      // When the page owns the filters (the plan's, issue 4) it also shows their button and bar.
      {...(filters && dispatch
        ? { filters, dispatch }
        : { filterModal: ConcessionsFilterModal, quickFilters: (state: FilterState, send: Dispatch<FilterAction>) => <EtatQuickFilters state={state} dispatch={send} /> })}
    />
  );
}
