import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import type { ReadyFile } from '../../platform/download';
import { formatBytes } from '../../replica/storage';

interface ExportResultProps {
  /** The ZIP (or the workbook alone when the files were left out). */
  file: ReadyFile | null;
  /** The workbook beside the ZIP. */
  workbook: ReadyFile | null;
  onClose: () => void;
}

/**
 * The files the complete export made. The first download starts by itself when the browser allows it; the
 * buttons get the files again, and the workbook alone. Wraps on a portrait tablet.
 */
export function ExportResult({ file, workbook, onClose }: ExportResultProps) {
  if (!file) return null;
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="md" style={{ overflowWrap: 'anywhere' }}>
          {`${file.started ? 'Export terminé' : 'Export prêt'} : ${file.fileName} (${formatBytes(file.size)}).`}
        </Text>
        <CloseButton size="lg" aria-label="Fermer le message d'export" onClick={onClose} />
      </Group>
      <Group gap="sm">
        <Button size="md" variant={file.started ? 'default' : 'filled'} component="a" href={file.url} download={file.fileName}>
          {file.started ? 'Télécharger à nouveau' : 'Télécharger'}
        </Button>
        {workbook && (
          <Button size="md" variant="default" component="a" href={workbook.url} download={workbook.fileName}>
            Télécharger le classeur Excel
          </Button>
        )}
      </Group>
    </Stack>
  );
}
