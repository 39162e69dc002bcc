import { Button, CloseButton, Group, Text } from '@mantine/core';
import type { DocumentRow } from '../../domain/entities/document';
import type { Procedure } from '../../domain/entities/procedure';
import type { EngineContext } from '../../domain/procedures';
import { formatBytes } from '../../replica/storage';
import { useProcedureFile } from './useProcedureFile';

interface ProcedureFileButtonProps {
  procedure: Procedure;
  ctx: EngineContext;
  titre: (etape: number) => string;
  documents: readonly DocumentRow[];
}

/**
 * 'Constituer le dossier' (issue 12): the complete file of the procedure as one PDF, made on the device with no
 * network (cover, dated table of contents, every step's documents), what a mayor hands to the council or a
 * judge. Its download starts at once when the browser allows it; 'Télécharger' gets it otherwise.
 */
export function ProcedureFileButton({ procedure, ctx, titre, documents }: ProcedureFileButtonProps) {
  const file = useProcedureFile(procedure, ctx, titre, documents);
  return (
    <Group gap="sm" wrap="wrap">
      <Button size="lg" variant="default" loading={file.busy} onClick={() => void file.assemble()}>
        Constituer le dossier (PDF)
      </Button>
      {file.ready && (
        <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
          <Text size="md">{`Dossier prêt (${formatBytes(file.ready.size)}).`}</Text>
          <Button size="md" variant={file.ready.started ? 'default' : 'filled'} component="a" href={file.ready.url} download={file.ready.fileName}>
            {file.ready.started ? 'Télécharger à nouveau' : 'Télécharger'}
          </Button>
          <CloseButton size="lg" aria-label="Fermer le message du dossier" onClick={file.dismiss} />
        </Group>
      )}
    </Group>
  );
}
