import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { EXPORT_FORMAT_LABELS, toSheetBody, toTable, type ColumnContext, type ExportFormat } from '../../domain/export';
import {
  REPRISE_ABANDON_LIST_COLUMNS, REPRISE_ABANDON_LIST_FOOTNOTE, REPRISE_ABANDON_LIST_TITLE, repriseAbandonListRows,
} from '../../domain/export/repriseAbandonList';
import type { HolderRow, ProcedureRow } from '../../domain/filters';
import { offerFile } from '../../platform/download';
import { buildTableExport } from '../../../workers/export.client';
import { ExportReady } from './ExportReady';
import { useReadyFile } from './useReadyFile';

const FORMATS: ExportFormat[] = ['pdf', 'xlsx'];

interface RepriseAbandonListExportProps {
  procedures: readonly ProcedureRow[] | undefined;
  holders: readonly HolderRow[] | undefined;
  ctx: ColumnContext;
  cemetery: string;
}

/**
 * The list of concessions under reprise after abandonment the town hall keeps (CGCT R2223-17, issue 12), as PDF
 * or Excel from the Procédures list, made on the device (offline too) from the same rows as the list. An empty
 * list still exports: it is what the commune sends when no reprise is under way.
 */
export function RepriseAbandonListExport({ procedures, holders, ctx, cemetery }: RepriseAbandonListExportProps) {
  const rows = useMemo(() => repriseAbandonListRows(procedures ?? [], holders ?? []), [procedures, holders]);
  const [busy, setBusy] = useState(false);
  const [ready, keep] = useReadyFile();

  const run = async (format: ExportFormat) => {
    keep(null);
    setBusy(true);
    try {
      const { headers, body } = toTable(rows, REPRISE_ABANDON_LIST_COLUMNS, ctx);
      const sheetBody = toSheetBody(rows, REPRISE_ABANDON_LIST_COLUMNS, ctx, body);
      const result = await buildTableExport({ title: REPRISE_ABANDON_LIST_TITLE, headers, body, sheetBody, footnote: REPRISE_ABANDON_LIST_FOOTNOTE, format, cemetery, today: ctx.today });
      keep(offerFile(result.bytes, result.mime, result.fileName));
    } catch (error) {
      notifications.show({ color: 'red', title: "L'export a échoué", message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="md" variant="default" loading={busy} disabled={procedures === undefined}>
              {`Liste des reprises pour abandon (R2223-17) : ${rows.length}`}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Liste tenue en mairie (article R2223-17 du CGCT, référence non confirmée)</Menu.Label>
            {FORMATS.map((f) => (
              <Menu.Item key={f} onClick={() => void run(f)} mih={44}>
                {`Exporter la liste des reprises pour abandon en ${EXPORT_FORMAT_LABELS[f]}`}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {rows.length === 0 && procedures !== undefined && <Text c="dimmed">Aucune reprise pour abandon en cours.</Text>}
      </Group>
      <ExportReady file={ready} onClose={() => keep(null)} />
    </Stack>
  );
}
