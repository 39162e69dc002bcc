import { useCallback, useMemo, useReducer, useState, type ComponentType, type Dispatch, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import type { ColumnContext, ListKind } from '../../domain/export';
import { EMPTY_FILTERS, activeFilterCount, filterReducer, nextDirection, type FilterAction, type FilterState, type ListRow } from '../../domain/filters';
import { frCollator } from '../../domain/filters';
import { useListUpdating } from '../../replica/queries/lists';
import { useEspaceId } from '../../replica/useEnqueue';
import type { FilterModalProps } from '../filtres';
import { ExportMenu } from './ExportMenu';
import { ExportProgressBar } from './ExportProgressBar';
import { ExportReady } from './ExportReady';
import { listExportRows } from './exportRows';
import { ListTable } from './ListTable';
import { PAGE_SIZE, PageBar } from './PageBar';
import type { ListColumn, SortState } from './types';
import { useExport } from './useExport';
import { useListView } from './useListView';
import { useHiddenColumns } from './uprightColumns';

export interface ListViewProps<R extends ListRow> {
  kind: ListKind;
  /** Accessible name of the table. */
  label: string;
  rows: readonly R[] | undefined;
  columns: readonly ListColumn<R>[];
  ctx: ColumnContext;
  cemetery: string;
  actions?: (row: R) => ReactNode;
  filterModal?: ComponentType<FilterModalProps>;
  /** Shows 'Rechercher dans cette liste' (spec 001 §2 where the spec has it). */
  searchable?: boolean;
  /** Shows the Plan button to /concessions (spec 001 §2). */
  planButton?: boolean;
  /** Filters owned by the caller (the plan shares them, issue 4); internal otherwise. */
  filters?: FilterState;
  dispatch?: Dispatch<FilterAction>;
  /** Quick checkboxes above the table (Libre / Occupé), given the list's filters. */
  quickFilters?: (filters: FilterState, dispatch: Dispatch<FilterAction>) => ReactNode;
  initialSort?: SortState;
  /** The rows the list is made of under these filters, before they apply (the concessions list's rule). */
  scope?: (rows: readonly R[], filters: FilterState) => readonly R[];
}

/** Selected rows in the order shown, then selected rows the current filters hide (they stay selected). */
function selectionRows<R extends ListRow>(view: readonly R[], all: readonly R[], selected: ReadonlySet<string>): R[] {
  const shown = view.filter((r) => selected.has(r.id));
  const shownIds = new Set(shown.map((r) => r.id));
  return shown.concat(all.filter((r) => selected.has(r.id) && !shownIds.has(r.id)));
}

function distinct(values: Iterable<string | null | undefined>): string[] {
  return [...new Set([...values].filter((v): v is string => !!v))].sort(frCollator.compare);
}

/**
 * The body of every list screen and list tab (issue 6): toolbar (filters, Plan, search in the list, exports),
 * the virtualised table, and pages of 30 or the complete list. Everything reads the joined replica rows.
 */
export function ListView<R extends ListRow>(props: ListViewProps<R>) {
  const { kind, label, columns, ctx, cemetery, actions, filterModal: FilterModalComponent, searchable, planButton, quickFilters, scope } = props;
  const [ownFilters, ownDispatch] = useReducer(filterReducer, EMPTY_FILTERS);
  const filters = props.filters ?? ownFilters;
  const rows = useMemo(() => (props.rows && scope ? scope(props.rows, filters) : props.rows), [props.rows, scope, filters]);
  const dispatch = props.dispatch ?? ownDispatch;
  const [text, setText] = useState('');
  const [sort, setSort] = useState<SortState | null>(props.initialSort ?? null);
  const [page, setPage] = useState(1);
  const [full, setFull] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const defs = useMemo(() => columns.map((c) => c.def), [columns]);
  const hidden = useHiddenColumns(kind);
  const shownColumns = useMemo(() => columns.filter((c) => !hidden.has(c.def.id)), [columns, hidden]);
  const view = useListView({ rows, columns: defs, filters, text, sort, ctx });
  const exporter = useExport(kind, cemetery, ctx.today);
  // Said only when an update lasts (a sync page under load); quick ones would make the count line blink.
  const updating = useListUpdating(useEspaceId());
  const [lasting] = useDebouncedValue(updating, 400);

  const currentPage = Math.min(page, Math.max(1, Math.ceil(view.length / PAGE_SIZE)));
  const shown = useMemo(() => (full ? view : view.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE)), [view, full, currentPage]);
  const carres = useMemo(() => distinct((rows ?? []).map((r) => r.emplacement?.carre)), [rows]);
  const allees = useMemo(() => distinct((rows ?? []).map((r) => r.emplacement?.allee)), [rows]);

  const onSelect = useCallback((ids: string[], checked: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const onSort = useCallback((id: string) => setSort((s) => ({ id, direction: s?.id === id ? nextDirection(s.direction) : 'asc' })), []);
  const filterCount = activeFilterCount(filters);
  const narrowed = filterCount > 0 || text.trim() !== '';
  // One tap back to the whole list (issue 14), beside 'Filtres' and under an empty result.
  const clearAll = () => {
    dispatch({ type: 'reset' });
    setText('');
  };
  const clearButton = (
    <Button size="md" variant="default" onClick={clearAll}>
      Effacer les filtres
    </Button>
  );

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {FilterModalComponent && (
          <Button size="md" variant="default" onClick={() => setFiltersOpen(true)} rightSection={filterCount ? <Badge circle>{filterCount}</Badge> : null}>
            Filtres
          </Button>
        )}
        {narrowed && clearButton}
        {planButton && (
          <Button size="md" variant="default" component={Link} to="/concessions">
            Plan
          </Button>
        )}
        {searchable && (
          <TextInput
            size="md"
            type="search"
            label="Rechercher dans cette liste"
            placeholder="Rechercher dans cette liste"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            styles={{ label: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' } }}
            w={300}
          />
        )}
        <Group gap="sm" ml="auto">
          <ExportMenu
            count={view.length}
            total={rows?.length ?? 0}
            selectedCount={selected.size}
            busy={exporter.progress !== null}
            onExportList={(f, scope) => void exporter.run(listExportRows(scope, view, rows ?? [], defs, sort, ctx), f)}
            onExportSelection={(f) => void exporter.run(selectionRows(view, rows ?? [], selected), f)}
          />
        </Group>
      </Group>
      {quickFilters?.(filters, dispatch)}
      <ExportProgressBar progress={exporter.progress} step={exporter.step} />
      <ExportReady file={exporter.ready} onClose={exporter.dismiss} />
      <Text size="md" aria-live="polite">
        {rows === undefined ? 'Chargement de la liste…' : `${view.length} résultat${view.length > 1 ? 's' : ''} sur ${rows.length}${updating && lasting ? ' · mise à jour…' : ''}`}
      </Text>
      <ListTable
        rows={shown}
        columns={shownColumns}
        ctx={ctx}
        sort={sort}
        onSort={onSort}
        selected={selected}
        onSelect={onSelect}
        {...(actions ? { actions } : {})}
        label={label}
        height={full ? 640 : 30 * 53 + 60}
        busy={updating}
      />
      {rows !== undefined && view.length === 0 && (
        <Stack gap="xs" align="flex-start" role="status">
          <Text size="lg" fw={600}>
            {rows.length === 0 ? 'Cette liste est vide.' : 'Aucun résultat ne correspond à ces filtres.'}
          </Text>
          {narrowed && clearButton}
        </Stack>
      )}
      <PageBar total={view.length} narrowed={narrowed} page={currentPage} full={full} onPage={setPage} onFull={setFull} />
      {FilterModalComponent && (
        <FilterModalComponent opened={filtersOpen} onClose={() => setFiltersOpen(false)} state={filters} dispatch={dispatch} carres={carres} allees={allees} />
      )}
    </Stack>
  );
}
