import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { saveBlob } from '../../platform/download';
import { getSession } from '../../platform/session';
import { exportPending } from '../../replica/logoutGuard';
import { usePendingPrompt } from './pendingPrompt.store';
import { MountOnFirstOpen } from '../shared/MountOnFirstOpen';

/** The warning before a logout or an update while changes are still on this device only. */
export function PendingWorkModal() {
  const { kind, work, answer } = usePendingPrompt();
  const [exported, setExported] = useState(false);
  const mutations = work.reduce((n, w) => n + w.mutations.length, 0);
  const media = work.reduce((n, w) => n + w.media.length, 0);
  const conflicts = work.reduce((n, w) => n + w.conflicts, 0);
  const close = (value: boolean) => {
    setExported(false);
    answer(value);
  };
  const exportFile = async () => {
    const userId = getSession().profile?.id;
    if (!userId) return;
    const file = await exportPending(work.map((w) => w.espaceId), userId);
    saveBlob(file.blob, file.filename);
    setExported(true);
  };
  return (
    <MountOnFirstOpen opened={kind !== null}>
      {(open) => (
        <Modal opened={open} onClose={() => close(false)} title={kind === 'logout' ? 'Modifications non envoyées' : 'Mise à jour disponible'} size="lg">
          <Stack>
            <Text>Ces éléments ne sont enregistrés que sur cet appareil :</Text>
            <List>
              {mutations > 0 && <List.Item>{mutations} modification(s) en attente d'envoi</List.Item>}
              {media > 0 && <List.Item>{media} photo(s) ou document(s) non envoyé(s)</List.Item>}
              {conflicts > 0 && <List.Item>{conflicts} modification(s) refusée(s) à revoir</List.Item>}
            </List>
            {kind === 'logout' ? (
              <Text>
                Se déconnecter effacerait ces données de l'appareil. Reconnectez-vous au réseau pour les envoyer, ou exportez-les dans un fichier avant de vous
                déconnecter.
              </Text>
            ) : (
              <Text>Elles seront conservées et envoyées après la mise à jour. Vous pouvez aussi attendre leur envoi.</Text>
            )}
            <Group justify="flex-end">
              <Button size="lg" variant="default" onClick={() => close(false)}>
                Annuler
              </Button>
              {kind === 'logout' && (
                <Button size="lg" variant="light" onClick={() => void exportFile()}>
                  Exporter mes modifications
                </Button>
              )}
              <Button size="lg" color={kind === 'logout' ? 'red' : undefined} disabled={kind === 'logout' && !exported} onClick={() => close(true)}>
                {kind === 'logout' ? 'Se déconnecter quand même' : 'Mettre à jour maintenant'}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </MountOnFirstOpen>
  );
}
