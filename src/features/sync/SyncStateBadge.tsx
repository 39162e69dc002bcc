import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatSyncTime } from '../../replica/status';
import { useEspaceId } from '../../replica/useEnqueue';
import { useSyncStatus } from '../../replica/useSyncStatus';
import { SyncIcon } from './SyncIcon';
import { OFFLINE_WORDS, PENDING_WORDS, syncLabel } from './syncLabel';

/**
 * The sync state in words, read only, for a screen shown in full screen, where the top bar is gone (issue 29:
 * the plan in full screen keeps the sync state visible). It reads the status the top bar's SyncStatus keeps;
 * it starts no sync of its own.
 */
export function SyncStateBadge() {
  const espaceId = useEspaceId();
  const status = useSyncStatus(espaceId);
  if (!espaceId || !status) return null;
  const offline = !status.online || status.state === 'hors ligne';
  return (
    <Paper role="status" aria-label={syncLabel(status)} bg="cimetiere.7" c="white" px="sm" py={6} radius="md" shadow="sm">
      <Group gap={6} wrap="nowrap">
        <SyncIcon state={status.state} size={22} />
        <Text size="sm" fw={700} c="white" style={{ whiteSpace: 'nowrap' }}>
          {offline ? OFFLINE_WORDS : `Dernière synchro : ${formatSyncTime(status.lastSyncAt)}`}
        </Text>
        {status.pending > 0 && (
          <Badge color="yellow.4" c="dark" size="lg">
            {status.pending} {PENDING_WORDS}
          </Badge>
        )}
        {status.conflicts > 0 && (
          <Badge color="orange.8" size="lg">
            {status.conflicts} à revoir
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
