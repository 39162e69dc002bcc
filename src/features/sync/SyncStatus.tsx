import { Affix, Badge, Group, Indicator, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { formatSyncTime } from '../../replica/status';
import { useEspaceId } from '../../replica/useEnqueue';
import { useSyncStatus } from '../../replica/useSyncStatus';
import { BootstrapProgress } from './BootstrapProgress';
import { PendingWorkModal } from './PendingWorkModal';
import { SyncIcon } from './SyncIcon';
import { SyncStatusPanel } from './SyncStatusPanel';
import { MountOnFirstOpen } from '../shared/MountOnFirstOpen';
import { OFFLINE_WORDS, PENDING_WORDS, syncLabel } from './syncLabel';
import { useSyncEngine } from './useSyncEngine';

/**
 * The top bar's sync status (DESIGN §5: online or offline, pending count, last successful sync,
 * conflicts). Mounting it starts the sync of the open cemetery and installs the logout and update guards.
 */
export function SyncStatus() {
  const espaceId = useEspaceId();
  useSyncEngine(espaceId);
  const status = useSyncStatus(espaceId);
  const [opened, setOpened] = useState(false);
  if (!espaceId || !status) return <PendingWorkModal />;
  const label = syncLabel(status);
  const offline = !status.online || status.state === 'hors ligne';
  return (
    <>
      <Indicator label={status.conflicts} disabled={status.conflicts === 0} size={20} color="orange.8" offset={6}>
        <UnstyledButton aria-label={label} onClick={() => setOpened(true)} c="white" px={6} mih={44} miw={44} data-state={status.state}>
          <Group gap={6} wrap="nowrap">
            <SyncIcon state={status.state} />
            {offline ? (
              // Said in words at every width, with what waits (issue 14), on two lines so that on a tablet held
              // upright the cemetery's name and the search keep their room (issue 29): 'Hors ligne' / '[4] en attente'.
              <Stack gap={2} align="flex-start">
                <Text size="sm" fw={700} c="white" lh={1.1} data-testid="sync-offline" style={{ whiteSpace: 'nowrap' }}>
                  {OFFLINE_WORDS}
                </Text>
                {status.pending > 0 && (
                  <Group gap={4} wrap="nowrap">
                    <Badge color="yellow.4" c="dark" size="md" data-testid="sync-pending-count">
                      {status.pending}
                    </Badge>
                    <Text size="sm" c="white" lh={1.1} style={{ whiteSpace: 'nowrap' }}>
                      {PENDING_WORDS}
                    </Text>
                  </Group>
                )}
              </Stack>
            ) : (
              status.pending > 0 && (
                <Badge color="yellow.4" c="dark" size="lg" data-testid="sync-pending-count">
                  {status.pending}
                </Badge>
              )
            )}
            {status.othersPending > 0 && (
              // Another user's changes kept for them: outlined, told apart from the user's own by the person icon.
              <Badge color="gray.1" variant="outline" size="lg" data-testid="sync-others-count" leftSection={<PersonGlyph />}>
                {status.othersPending}
              </Badge>
            )}
            {/* From 992 px only: on a tablet held upright the search box needs the room (the time stays in the label and the panel). */}
            {!offline && (
            <Text size="sm" visibleFrom="md" c="white" style={{ whiteSpace: 'nowrap' }}>
              Dernière synchro : {formatSyncTime(status.lastSyncAt)}
            </Text>
            )}
          </Group>
        </UnstyledButton>
      </Indicator>
      <MountOnFirstOpen opened={opened}>
        {(open) => <SyncStatusPanel espaceId={espaceId} status={status} opened={open} onClose={() => setOpened(false)} />}
      </MountOnFirstOpen>
      {status.bootstrap && !status.bootstrap.done && (
        // The first pull of a cemetery, shown over every screen until the replica is filled.
        <Affix position={{ bottom: 16, left: 16, right: 16 }}>
          <Paper shadow="md" withBorder maw={560} mx="auto">
            <BootstrapProgress espaceId={espaceId} />
          </Paper>
        </Affix>
      )}
      <PendingWorkModal />
    </>
  );
}

function PersonGlyph() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} aria-hidden>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}
