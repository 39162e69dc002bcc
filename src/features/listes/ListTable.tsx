import { Fragment, useMemo, useRef } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef as TableColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode } from 'react';
import type { ColumnContext } from '../../domain/export';
import { SELECT_CELL, SelectCheckbox } from './SelectCheckbox';
import type { ListColumn, SortState } from './types';

const ROW_HEIGHT = 52;

export interface ListTableProps<R extends { id: string }> {
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  ctx: ColumnContext;
  sort: SortState | null;
  onSort: (columnId: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  actions?: (row: R) => ReactNode;
  /** Accessible name of the table, the list's title. */
  label: string;
  /** Height of the scrolling area, in px. */
  height: number;
  /** The rows are being brought up to a change of the replica. */
  busy?: boolean;
}

/**
 * The actions column stays at the right edge while the table scrolls sideways: on a tablet held upright the
 * list is wider than the screen, and 'consulter' must stay within reach.
 */
const STICKY_ACTIONS: CSSProperties = { position: 'sticky', right: 0, background: 'var(--mantine-color-body)', boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)' };

/** 'Carré/Allée/Num' with break opportunities after each slash (<wbr> leaves the accessible name intact). */
function breakAtSlashes(text: string): ReactNode {
  const parts = text.split('/');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

function ariaSort(sort: SortState | null, id: string): 'ascending' | 'descending' | 'none' {
  if (sort?.id !== id) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * The one table of every list (issue 6): sortable headers (a click sorts ascending, the next descending),
 * a checkbox per row and one for the rows shown, row actions, and virtualised rows, so the complete list of
 * 50,000 deceased scrolls like a page of 30 (only the rows in view are in the DOM). Rows are measured once
 * drawn, since long names wrap and make some rows taller than the estimate.
 */
export function ListTable<R extends { id: string }>({ rows, columns, ctx, sort, onSort, selected, onSelect, actions, label, height, busy }: ListTableProps<R>) {
  const data = rows as R[];
  const tableColumns = useMemo<TableColumnDef<R>[]>(() => {
    const cols: TableColumnDef<R>[] = columns.map((c) => ({
      id: c.def.id,
      header: c.def.header,
      cell: (info) => (c.render ? c.render(info.row.original) : c.def.text(info.row.original, ctx)),
      size: c.width ?? 0,
    }));
    if (actions) cols.push({ id: 'actions', header: 'Actions', cell: (info) => actions(info.row.original) });
    return cols;
  }, [columns, actions, ctx]);
  const table = useReactTable({ data, columns: tableColumns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => r.id, manualSorting: true });
  const tableRows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: tableRows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  const allIds = rows.map((r) => r.id);
  const selectedShown = allIds.filter((id) => selected.has(id)).length;
  const colSpan = tableColumns.length + 1;

  return (
    <div ref={scrollRef} style={{ maxHeight: height, overflow: 'auto' }} data-testid="list-scroll">
      <Table aria-label={label} aria-busy={busy || undefined} stickyHeader striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" fz="sm" aria-rowcount={rows.length}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              <Table.Th style={SELECT_CELL}>
                <SelectCheckbox
                  aria-label="Sélectionner toutes les lignes affichées"
                  checked={allIds.length > 0 && selectedShown === allIds.length}
                  indeterminate={selectedShown > 0 && selectedShown < allIds.length}
                  onChange={(e) => onSelect(allIds, e.currentTarget.checked)}
                />
              </Table.Th>
              {group.headers.map((h) =>
                h.column.id === 'actions' ? (
                  <Table.Th key={h.id} style={STICKY_ACTIONS}>
                    Actions
                  </Table.Th>
                ) : (
                  <Table.Th key={h.id} aria-sort={ariaSort(sort, h.column.id)} style={h.column.getSize() ? { width: h.column.getSize() } : undefined}>
                    <UnstyledButton onClick={() => onSort(h.column.id)} mih={44} fw={700} fz="sm" style={{ display: 'flex', alignItems: 'center', gap: 4, textAlign: 'left' }}>
                      {/* Headers may break after a slash ('Carré/Allée/Num'): the actions column must stay in view. */}
                      <span>{breakAtSlashes(String(h.column.columnDef.header))}</span>
                      <span aria-hidden>{sort?.id === h.column.id ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </UnstyledButton>
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Thead>
        {/* A long unbroken word (an e-mail, a reference typed without spaces) may break anywhere rather than
            widen the table past its scroll area: the table's width must not depend on the rows in view. */}
        <Table.Tbody style={{ overflowWrap: 'anywhere' }}>
          {padTop > 0 && (
            <tr aria-hidden>
              <td colSpan={colSpan} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <Table.Tr key={row.id} ref={virtualizer.measureElement} data-index={item.index} mih={ROW_HEIGHT} aria-rowindex={item.index + 2}>
                <Table.Td style={SELECT_CELL}>
                  <SelectCheckbox
                    aria-label={`Sélectionner la ligne ${item.index + 1}`}
                    checked={selected.has(row.id)}
                    onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
                  />
                </Table.Td>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} style={cell.column.id === 'actions' ? STICKY_ACTIONS : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={colSpan} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
