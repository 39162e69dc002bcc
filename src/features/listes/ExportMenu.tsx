import { Button, Menu } from '@mantine/core';
import { Fragment } from 'react';
import { EXPORT_FORMAT_LABELS, type ExportFormat } from '../../domain/export';
import type { ListExportScope } from './exportRows';

const FORMATS: ExportFormat[] = ['pdf', 'xlsx', 'csv'];

interface ExportMenuProps {
  /** Rows the list shows now (filtered and searched). */
  count: number;
  /** Rows of the whole list, whatever the filters. */
  total: number;
  selectedCount: number;
  busy: boolean;
  onExportList: (format: ExportFormat, scope: ListExportScope) => void;
  onExportSelection: (format: ExportFormat) => void;
}

/**
 * Export buttons of a list (spec 001 §2): the filtered list or the complete list, each with its total, as PDF,
 * Excel or CSV; the selection with a format choice. Without a filter both lists are the same: one section.
 */
export function ExportMenu({ count, total, selectedCount, busy, onExportList, onExportSelection }: ExportMenuProps) {
  const scopes: Array<{ scope: ListExportScope; label: string; n: number }> =
    count === total
      ? [{ scope: 'complete', label: `Exporter la liste complète (${total})`, n: total }]
      : [
          { scope: 'filtree', label: `Exporter la liste filtrée (${count})`, n: count },
          { scope: 'complete', label: `Exporter la liste complète (${total})`, n: total },
        ];
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="md" variant="default" disabled={busy || total === 0}>
            Exporter la liste
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {scopes.map(({ scope, label, n }) => (
            <Fragment key={scope}>
              <Menu.Label>{label}</Menu.Label>
              {FORMATS.map((f) => (
                <Menu.Item key={f} disabled={n === 0} onClick={() => onExportList(f, scope)} mih={44}>
                  {`${label} en ${EXPORT_FORMAT_LABELS[f]}`}
                </Menu.Item>
              ))}
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="md" variant="default" disabled={busy || selectedCount === 0}>
            {`Exporter la sélection (${selectedCount})`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Format</Menu.Label>
          {FORMATS.map((f) => (
            <Menu.Item key={f} onClick={() => onExportSelection(f)} mih={44}>
              {EXPORT_FORMAT_LABELS[f]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
