import { Button, CloseButton, Group, Text } from '@mantine/core';
import type { ReadyFile } from '../../platform/download';
import { formatBytes } from '../../replica/storage';

interface ExportReadyProps {
  file: ReadyFile | null;
  onClose: () => void;
}

/**
 * The file an export made. Its download starts by itself when the browser allows it; when the export took
 * longer than the click's activation, the browser may hold it, and the 'Télécharger' button gets it anyway.
 */
export function ExportReady({ file, onClose }: ExportReadyProps) {
  if (!file) return null;
  const name = `${file.fileName} (${formatBytes(file.size)})`;
  return (
    <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
      <Text size="md">{file.started ? `Export terminé : ${name}.` : `Export prêt : ${name}.`}</Text>
      {/* The file name wraps, never the button's label (a long name in a narrow place clipped it). */}
      <Button size="md" variant={file.started ? 'default' : 'filled'} component="a" href={file.url} download={file.fileName} style={{ flexShrink: 0 }}>
        {file.started ? 'Télécharger à nouveau' : 'Télécharger'}
      </Button>
      <CloseButton size="lg" aria-label="Fermer le message d'export" onClick={onClose} />
    </Group>
  );
}
