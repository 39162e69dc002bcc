import { Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from '../../replica/useLiveQuery';
import { keepMine, keepTheirs } from '../../replica/conflicts';
import { getReplica } from '../../replica/db';
import { useActor, useEspaceId } from '../../replica/useEnqueue';
import { ConflictCard } from './ConflictCard';

/**
 * /conflits: the changes the server refused or found in conflict (DESIGN §5). Nothing is dropped
 * silently: each waits here until the user keeps their version (a new change on the current value) or
 * the server's. Only the signed-in user's own refusals are listed: another user's wait for them (issue 13).
 */
export function ConflictsPage() {
  const espaceId = useEspaceId();
  const actor = useActor();
  const userId = actor?.userId ?? null;
  const conflicts = useLiveQuery(
    async () => (espaceId && userId ? getReplica(espaceId).conflicts.where('author.userId').equals(userId).sortBy('receivedAt') : []),
    [espaceId, userId],
  );
  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={1}>Modifications à revoir</Title>
      {conflicts && conflicts.length === 0 && <Text>Aucune modification à revoir : tout a été accepté par le serveur.</Text>}
      {espaceId &&
        conflicts?.map((c) => (
          <ConflictCard
            key={c.id}
            espaceId={espaceId}
            conflict={c}
            onKeepMine={async () => {
              if (!actor) throw new Error('Reconnectez-vous pour modifier.');
              await keepMine(getReplica(espaceId), c, actor);
            }}
            onKeepTheirs={() => keepTheirs(getReplica(espaceId), c)}
          />
        ))}
    </Stack>
  );
}
