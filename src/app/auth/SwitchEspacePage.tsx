import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { chooseEspace } from '../../platform/auth';
import { redirectTarget } from '../session/redirect';
import { useSession } from '../session/useSession';
import { EspaceChoiceList } from './EspaceChoiceList';
import { PublicLayout } from './PublicLayout';
import { useLeaveImpersonation } from './useLeaveImpersonation';
import { canListDatabases, sweepImpersonatedReplicas } from '../../replica/impersonatedReplicas';
import { ImpersonationBanner } from '../shell/ImpersonationBanner';
import { useLogout } from './useLogout';
import { userMessage } from './userMessage';

/** /switch-espace: choosing a cemetery sets the workspace and opens /concessions, or the page the user asked for. */
export function SwitchEspacePage() {
  const { loaded, profile, impersonation } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const leaveImpersonation = useLeaveImpersonation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Back from acting as another user: that user's replicas go, even if a reload cut their deletion short.
  useEffect(() => {
    if (loaded && !impersonation && canListDatabases()) {
      sweepImpersonatedReplicas().catch(() => undefined);
    }
  }, [loaded, impersonation]);

  async function choose(espaceId: string) {
    setPendingId(espaceId);
    setError(null);
    try {
      await chooseEspace(espaceId);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (e) {
      setError(userMessage(e));
      setPendingId(null);
    }
  }

  return (
    <PublicLayout title="Choisissez votre espace de travail" width={720}>
      <Stack gap="lg">
        <ImpersonationBanner />
        {error ? (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        <EspaceChoiceList groups={profile?.espaces ?? []} pendingId={pendingId} onChoose={(id) => void choose(id)} />
        <Group justify="space-between">
          {impersonation ? (
            <Button variant="default" onClick={() => void leaveImpersonation()}>
              Revenir à l'espace administrateur
            </Button>
          ) : (
            <span />
          )}
          <Button variant="default" onClick={() => void logout()}>
            Se déconnecter
          </Button>
        </Group>
      </Stack>
    </PublicLayout>
  );
}
