import { useDeferredValue, useMemo } from 'react';
import type { ColumnContext, ColumnDef } from '../../domain/export';
import { sortValueOf } from '../../domain/export';
import { applyFilters, sortRows, type FilterState, type ListRow } from '../../domain/filters';
import { foldTerm } from '../../domain/search';
import type { SortState } from './types';

export interface ListViewInput<R extends ListRow> {
  rows: readonly R[] | undefined;
  columns: readonly ColumnDef<R>[];
  filters: FilterState;
  /** 'Rechercher dans cette liste': every word must appear in one of the row's cells. */
  text: string;
  sort: SortState | null;
  ctx: ColumnContext;
}

/**
 * Filtered, searched and sorted rows, memoised step by step so that a new sort does not filter again and a
 * new page does neither. The text is deferred: typing stays fluid while 50,000 rows are searched.
 */
export function useListView<R extends ListRow>({ rows, columns, filters, text, sort, ctx }: ListViewInput<R>): R[] {
  const filtered = useMemo(() => (rows ? applyFilters(rows, filters, ctx.today) : []), [rows, filters, ctx.today]);
  const deferredText = useDeferredValue(text);
  const searched = useMemo(() => {
    const words = foldTerm(deferredText).split(/\s+/).filter(Boolean);
    if (words.length === 0) return filtered;
    return filtered.filter((r) => {
      const hay = foldTerm(columns.map((c) => c.text(r, ctx)).join(' '));
      return words.every((w) => hay.includes(w));
    });
  }, [filtered, deferredText, columns, ctx]);
  return useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
    if (!sort || !column) return searched;
    return sortRows(searched, (r) => sortValueOf(column, r, ctx), sort.direction);
  }, [searched, sort, columns, ctx]);
}
