import { Progress, Stack, Text } from '@mantine/core';
import { useLiveQuery } from '../../replica/useLiveQuery';
import { getReplica } from '../../replica/db';
import { getMeta } from '../../replica/meta';

/**
 * 'Chargement du cimetière…' while the first pull fills the replica (DESIGN §6: long work shows progress).
 * Renders nothing once the bootstrap is done. The sync worker writes the progress; every tab reads it.
 * Before the total is known the bar is striped but still (issue 27): animated stripes repaint the page sixty
 * times a second for the whole first sync, a tablet's CPU taken from the sync itself; the count below moves
 * with every page received.
 */
export function BootstrapProgress({ espaceId }: { espaceId: string }) {
  const progress = useLiveQuery(() => getMeta(getReplica(espaceId), 'bootstrap'), [espaceId]);
  if (!progress || progress.done) return null;
  const value = progress.estimated ? Math.min(100, (progress.received / progress.estimated) * 100) : undefined;
  return (
    <Stack gap={4} p="md" role="status" aria-live="polite">
      <Text fw={600}>Chargement du cimetière…</Text>
      <Progress value={value ?? 100} striped={value === undefined} size="lg" aria-label="Chargement du cimetière" />
      <Text size="sm">
        {progress.received.toLocaleString('fr-FR')} éléments reçus{progress.estimated ? ` sur environ ${progress.estimated.toLocaleString('fr-FR')}` : ''}
      </Text>
    </Stack>
  );
}
