import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { stopImpersonation } from '../../platform/auth';
import { getSession, replicaScopeOf } from '../../platform/session';
import { canListDatabases, deleteImpersonatedReplicas, impersonatedPendingWork } from '../../replica/impersonatedReplicas';

const UNSENT =
  'Des modifications faites en tant que cet utilisateur n’ont pas encore été envoyées : synchronisez-les avant de revenir à l’espace administrateur.';

/**
 * 'Revenir à l'espace administrateur' (spec 000 §4): refused while the impersonated user's replicas hold unsent
 * work; otherwise the marker goes, the administrator chooses a cemetery again among its own, and that user's
 * replicas are deleted from the device.
 */
export function useLeaveImpersonation(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const scope = replicaScopeOf(getSession());
    if (scope && canListDatabases() && (await impersonatedPendingWork(scope)) > 0) {
      notifications.show({ color: 'red', message: UNSENT, autoClose: false });
      return;
    }
    await stopImpersonation();
    // The session names the administrator again, so no screen reopens these; asked before leaving the screen,
    // the deletion is under way (done once the workers let go) whatever the user does next, a reload included.
    if (scope && canListDatabases()) await deleteImpersonatedReplicas(scope);
    navigate('/switch-espace', { replace: true });
  };
}
