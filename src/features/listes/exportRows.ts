import type { ColumnContext, ColumnDef } from '../../domain/export';
import { sortValueOf } from '../../domain/export';
import { sortRows } from '../../domain/filters';
import type { SortState } from './types';

/** What 'Exporter la liste' writes (spec 001 §2 'filtered-list and complete-list buttons'). */
export type ListExportScope = 'filtree' | 'complete';

/**
 * The rows of a list export: the filtered view as shown, or every row of the list whatever the filters and
 * the search, in the order of the current sort (table order when none). The complete list is sorted only
 * when asked, not at every sort of the screen.
 */
export function listExportRows<R>(
  scope: ListExportScope,
  view: readonly R[],
  all: readonly R[],
  columns: readonly ColumnDef<R>[],
  sort: SortState | null,
  ctx: ColumnContext,
): readonly R[] {
  if (scope === 'filtree') return view;
  const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
  if (!sort || !column) return all;
  return sortRows(all, (r) => sortValueOf(column, r, ctx), sort.direction);
}
