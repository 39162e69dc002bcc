import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { outcomeText, uploadTitle, type NewSpaceUpload, type UploadOutcome } from '../../../domain/users/newSpaceFiles';

interface Props {
  uploads: NewSpaceUpload[];
  outcomes: Record<string, UploadOutcome>;
  espaceNoms: string[];
  onRetry: (upload: NewSpaceUpload) => void;
}

/**
 * After 'Valider': each file's outcome ('Import réalisé' with its counts, or the French refusal). A refused
 * file never undoes the space; 'Réessayer' sends it again (it can also be given later on Infos mairie /
 * Infos cimetière).
 */
export function FileOutcomes({ uploads, outcomes, espaceNoms, onRetry }: Props) {
  return (
    <Stack gap="xs" aria-label="Fichiers envoyés">
      <Text fw={700}>Fichiers</Text>
      {uploads.map((u) => {
        const outcome = outcomes[u.key] ?? { status: 'en attente' };
        const refused = outcome.status === 'refusé';
        return (
          <Paper key={u.key} withBorder p="sm" aria-label={uploadTitle(u, espaceNoms)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{uploadTitle(u, espaceNoms)}</Text>
                <Text c={refused ? 'red' : outcome.status === 'réalisé' ? 'green.9' : 'dimmed'} role={refused ? 'alert' : undefined}>
                  {outcomeText(u.kind, outcome)}
                </Text>
              </Stack>
              {refused ? <Button size="md" variant="light" onClick={() => onRetry(u)}>Réessayer</Button> : null}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
