import { Button, Menu } from '@mantine/core';
import { EXPORT_FORMAT_LABELS, type ExportFormat } from '../../domain/export';

const FORMATS: ExportFormat[] = ['pdf', 'xlsx', 'csv'];

interface ExportMenuProps {
  /** Rows the list shows now (filtered): what 'Exporter la liste' writes. */
  count: number;
  selectedCount: number;
  busy: boolean;
  onExportList: (format: ExportFormat) => void;
  onExportSelection: (format: ExportFormat) => void;
}

/** Export buttons of a list (spec 001 §2): the list as PDF, Excel or CSV; the selection with a format choice. */
export function ExportMenu({ count, selectedCount, busy, onExportList, onExportSelection }: ExportMenuProps) {
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="md" variant="default" disabled={busy || count === 0}>
            Exporter la liste
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map((f) => (
            <Menu.Item key={f} onClick={() => onExportList(f)} mih={44}>
              {`Exporter la liste en ${EXPORT_FORMAT_LABELS[f]}`}
            </Menu.Item>
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
