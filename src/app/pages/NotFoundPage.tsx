import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MSG } from '../../domain/messages';

/** Any unknown path (spec 000 §2.1); outside the guards, so an anonymous visitor sees it too. */
export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="lg">
        <Title order={1}>{MSG.notFound}</Title>
        <Text size="lg">Cette page n'existe pas.</Text>
        <Button component={Link} to="/">
          Retour à l'accueil
        </Button>
      </Stack>
    </Center>
  );
}
