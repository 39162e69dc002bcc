import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { outcomeText, uploadTitle, type NewSpaceUpload, type UploadOutcome } from '../../../domain/users/newSpaceFiles';
import { ImportExcelForm } from '../../compte/import/ImportExcelForm';
import type { RegisterImportResult } from '../../compte/import/registerImportApi';
import { ReportDownloadButton } from '../../compte/import/ReportDownloadButton';

interface Props {
  uploads: NewSpaceUpload[];
  outcomes: Record<string, UploadOutcome>;
  espaceNoms: string[];
  /** The created cemeteries' ids, in the wizard's order. */
  espaceIds: string[];
  fileOf: (upload: NewSpaceUpload) => File | null;
  onRetry: (upload: NewSpaceUpload) => void;
  onRegisterImported: (upload: NewSpaceUpload, result: RegisterImportResult) => void;
  onRegisterPutOff: (upload: NewSpaceUpload) => void;
}

/**
 * After 'Valider': each file's outcome ('Import réalisé' with its counts, or the French refusal). A refused
 * file never undoes the space; 'Réessayer' sends it again (it can also be given later on Infos mairie /
 * Infos cimetière). A cemetery's register is 'À vérifier' (issue 26): the same mapping and dry run as Infos
 * cimetière's 'Mise à jour Excel' (ImportExcelForm, with the file already chosen) before anything is written,
 * or 'Importer plus tard depuis Infos cimetière'; once imported, its lines to take up can be downloaded.
 */
export function FileOutcomes({ uploads, outcomes, espaceNoms, espaceIds, fileOf, onRetry, onRegisterImported, onRegisterPutOff }: Props) {
  return (
    <Stack gap="xs" aria-label="Fichiers envoyés">
      <Text fw={700}>Fichiers</Text>
      {uploads.map((u) => {
        const outcome = outcomes[u.key] ?? { status: 'en attente' };
        const refused = outcome.status === 'refusé';
        const file = fileOf(u);
        const espaceId = espaceIds[u.espaceIndex ?? 0];
        const review = u.kind === 'donnees' && outcome.status === 'à vérifier' && file && espaceId;
        return (
          <Paper key={u.key} withBorder p="sm" aria-label={uploadTitle(u, espaceNoms)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{uploadTitle(u, espaceNoms)}</Text>
                <Text c={refused ? 'red' : outcome.status === 'réalisé' ? 'green.9' : outcome.status === 'à vérifier' ? 'orange.9' : 'dimmed'} role={refused ? 'alert' : undefined}>
                  {outcomeText(u.kind, outcome)}
                </Text>
              </Stack>
              {refused ? <Button size="md" variant="light" onClick={() => onRetry(u)}>Réessayer</Button> : null}
            </Group>
            {review ? (
              <Stack gap="sm" mt="sm">
                <ImportExcelForm espaceId={espaceId} initialFile={file} onImported={(result) => onRegisterImported(u, result)} />
                <Group>
                  <Button size="md" variant="subtle" onClick={() => onRegisterPutOff(u)}>
                    Importer plus tard depuis Infos cimetière
                  </Button>
                </Group>
              </Stack>
            ) : null}
            {outcome.status === 'réalisé' && outcome.rapport && outcome.rapport.lignes > 0 ? (
              <Stack gap={4} mt="xs">
                <Text size="sm">{outcome.rapport.lignes} ligne(s) refusée(s) ou à vérifier, à corriger puis importer depuis Infos cimetière.</Text>
                <ReportDownloadButton reportId={outcome.rapport.id} />
              </Stack>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
