import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { applyUpdate } from './registerServiceWorker';
import { usePwa } from './pwa.store';

/** 'Nouvelle version disponible' with 'Recharger', shown while a new service worker waits. */
export function UpdatePrompt() {
  const { updateWaiting, updateDeferred } = usePwa();
  if (!updateWaiting) return null;
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={400}>
      <Paper role="alert" shadow="lg" p="md" withBorder maw={420} bd="2px solid var(--mantine-color-cimetiere-7)">
        <Stack gap="sm">
          <Text fw={700} size="lg">
            Nouvelle version disponible
          </Text>
          <Text>Rechargez pour utiliser la dernière version de l'application.</Text>
          {updateDeferred ? (
            <Text>Des modifications attendent d'être envoyées au serveur : la mise à jour se fera ensuite. Réessayez après la synchronisation.</Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => void applyUpdate()}>Recharger</Button>
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
