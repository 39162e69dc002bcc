import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { useWorkspace } from '../session/useWorkspace';

const SHORTCUTS = [
  { to: '/concessions', label: 'Concessions' },
  { to: '/emplacement', label: 'Emplacements' },
  { to: '/defunts', label: 'Défunts' },
  { to: '/concessionnaires', label: 'Concessionnaires' },
  { to: '/travaux', label: 'Travaux' },
  { to: '/procedures', label: 'Procédures' },
] as const;

/** '/' (welcome): the cemetery and shortcuts to the main screens. */
export function WelcomePage() {
  const { profile } = useSession();
  const workspace = useWorkspace();
  return (
    <Stack gap="lg">
      <Title order={1}>Bienvenue{profile?.identite ? `, ${profile.identite}` : ''}</Title>
      {workspace ? (
        <Text size="lg">
          {workspace.espace.nom} — {workspace.societe.commune || workspace.societe.nom}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SHORTCUTS.map((s) => (
          <Button key={s.to} component={Link} to={s.to} variant="light" h={72}>
            {s.label}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
