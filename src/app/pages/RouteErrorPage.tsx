import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

/**
 * A screen failed to load or crashed. The usual cause is a new version deployed while this tab ran the old one
 * (its chunks are gone): reloading fetches the current ones.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="lg" maw={560}>
        <Title order={1}>Impossible d'afficher cet écran</Title>
        <Text size="lg" ta="center">
          Une erreur est survenue. Rechargez la page ; si le problème persiste, contactez un conseiller.
        </Text>
        <Button onClick={() => window.location.reload()}>Recharger</Button>
      </Stack>
    </Center>
  );
}
