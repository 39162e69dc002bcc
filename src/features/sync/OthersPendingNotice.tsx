import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isAdmin } from '../../domain/roles';
import type { OthersPending } from '../../replica/authors';
import { getReplica } from '../../replica/db';
import { takeOverChanges } from '../../replica/takeOver';
import { useActor } from '../../replica/useEnqueue';
import { syncNow } from '../../../workers/sync.client';
import { othersSentence, takeOverSentence } from './othersText';
import { MountOnFirstOpen } from '../shared/MountOnFirstOpen';

interface Props {
  espaceId: string;
  others: readonly OthersPending[];
}

/**
 * Says plainly that this shared device holds other users' unsent changes (issue 13): whose, how many, that
 * they are kept and go when their author signs in again. An administrator may take them over
 * ('Reprendre ces modifications', after a confirmation saying they go in the administrator's name and are
 * recorded as a take-over); anyone else only reads.
 */
export function OthersPendingNotice({ espaceId, others }: Props) {
  const actor = useActor();
  const [asked, setAsked] = useState<OthersPending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (others.length === 0) return null;
  const admin = actor !== null && isAdmin(actor.roles);
  const confirm = async () => {
    if (!asked || !actor) return;
    setBusy(true);
    setError(null);
    try {
      await takeOverChanges(getReplica(espaceId), actor, asked.userId);
      setAsked(null);
      void syncNow(espaceId).catch(() => undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="blue" variant="light" title="Modifications d'un autre utilisateur sur cet appareil" data-testid="others-pending">
      <Stack gap="sm">
        {others.map((o) => (
          <Group key={o.userId} justify="space-between" gap="sm" wrap="wrap">
            <Text size="lg" style={{ flex: '1 1 24rem' }}>
              {othersSentence(o)}
            </Text>
            {admin && (
              <Button size="lg" variant="light" onClick={() => setAsked(o)}>
                Reprendre ces modifications
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <MountOnFirstOpen opened={asked !== null}>
        {(open) => (
          <Modal opened={open} onClose={() => setAsked(null)} title="Reprendre ces modifications" centered size="lg">
            <Stack>
              {asked && actor && <Text>{takeOverSentence(asked, actor.name ?? '')}</Text>}
              {error && (
                <Text c="red.8" role="alert">
                  {error}
                </Text>
              )}
              <Group justify="flex-end">
                <Button size="lg" variant="default" onClick={() => setAsked(null)}>
                  Annuler
                </Button>
                <Button size="lg" loading={busy} onClick={() => void confirm()}>
                  Reprendre et envoyer
                </Button>
              </Group>
            </Stack>
          </Modal>
        )}
      </MountOnFirstOpen>
    </Alert>
  );
}
