import { Button, Drawer, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatSyncTime, type SyncStatus } from '../../replica/status';
import { formatBytes } from '../../replica/storage';
import { syncNow } from '../../../workers/sync.client';
import { MediaDownloadSection } from './MediaDownloadSection';
import { OthersPendingNotice } from './OthersPendingNotice';
import { SyncIcon } from './SyncIcon';
import { useStorageInfo } from './useStorageInfo';

interface Props {
  espaceId: string;
  status: SyncStatus;
  opened: boolean;
  onClose: () => void;
}

/** The status panel: state and its reason, what waits, the photos and documents held, storage used and left, and 'Synchroniser'. */
export function SyncStatusPanel({ espaceId, status, opened, onClose }: Props) {
  const storage = useStorageInfo(opened);
  const [busy, setBusy] = useState(false);
  const used = storage?.usage ?? null;
  const quota = storage?.quota ?? null;
  const percent = used !== null && quota ? Math.min(100, (used / quota) * 100) : 0;
  const sync = async () => {
    setBusy(true);
    try {
      await syncNow(espaceId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Synchronisation" size="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <SyncIcon state={status.state} size={32} />
          <div>
            <Text fw={700} tt="capitalize" data-testid="sync-state">
              {status.state}
            </Text>
            <Text size="sm">{status.reason}</Text>
          </div>
        </Group>
        <Text>
          {status.online ? 'En ligne' : 'Hors ligne'} · Dernière synchro : {formatSyncTime(status.lastSyncAt)}
        </Text>
        <Text data-testid="sync-pending">
          En attente d'envoi : {status.pendingMutations} modification(s), {status.pendingMedia} photo(s) ou document(s)
        </Text>
        {status.othersPending > 0 && (
          <Text data-testid="sync-others-pending">
            Conservées pour d'autres utilisateurs : {status.othersPending} modification(s)
          </Text>
        )}
        <OthersPendingNotice espaceId={espaceId} others={status.others} />
        {status.conflicts > 0 && (
          <Button component={Link} to="/conflits" size="lg" variant="light" color="orange" onClick={onClose}>
            Voir les {status.conflicts} modification(s) à revoir
          </Button>
        )}
        <MediaDownloadSection espaceId={espaceId} media={status.media} />
        <Stack gap={4}>
          <Text fw={600}>Stockage de l'appareil</Text>
          <Progress value={percent} size="lg" aria-label="Stockage utilisé" />
          <Text size="sm">
            Utilisé : {formatBytes(used)} · Disponible : {used !== null && quota !== null ? formatBytes(Math.max(0, quota - used)) : 'inconnu'}
            {storage?.persisted === false ? ' · stockage non garanti par le navigateur' : ''}
          </Text>
        </Stack>
        <Button size="lg" onClick={() => void sync()} loading={busy || status.state === 'synchronisation…'}>
          Synchroniser
        </Button>
      </Stack>
    </Drawer>
  );
}
