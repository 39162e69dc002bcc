import { Alert, Button, Group, Text } from '@mantine/core';
import { displayName } from '../../platform/session';
import { useLeaveImpersonation } from '../auth/useLeaveImpersonation';
import { useSession } from '../session/useSession';

/**
 * While an administrator acts as another user (spec 000 §4), every screen says so, with both identities and
 * the way back: nobody may forget whose name their changes are recorded under.
 */
export function ImpersonationBanner() {
  const { profile, impersonation } = useSession();
  const leave = useLeaveImpersonation();
  if (!impersonation || !profile) return null;
  return (
    <Alert color="red" variant="filled" mb="md" role="status" aria-label="Connexion en tant qu’un autre utilisateur">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="lg" fw={600}>
          {`Vous êtes connecté en tant que ${displayName(profile)} (${profile.username}) ; administrateur : ${displayName(impersonation.realProfile)} (${impersonation.realProfile.username}).`}
        </Text>
        <Button size="lg" color="red.9" variant="white" onClick={() => void leave()}>
          Revenir à l'espace administrateur
        </Button>
      </Group>
    </Alert>
  );
}
