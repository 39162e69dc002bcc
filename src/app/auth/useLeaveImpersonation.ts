import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { stopImpersonation } from '../../platform/auth';
import { getSession, replicaScopeOf } from '../../platform/session';
import { leaveImpersonatedReplicas } from '../../replica/impersonatedReplicas';

const UNSENT =
  'Des modifications faites en tant que cet utilisateur n’ont pas encore été envoyées : synchronisez-les avant de revenir à l’espace administrateur.';

/**
 * 'Revenir à l'espace administrateur' (spec 000 §4): the impersonated user's replicas are deleted (refused while
 * they hold unsent work), the marker goes, and the administrator chooses a cemetery again among its own.
 */
export function useLeaveImpersonation(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const scope = replicaScopeOf(getSession());
    if (scope && typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
      const { pending } = await leaveImpersonatedReplicas(scope);
      if (pending > 0) {
        notifications.show({ color: 'red', message: UNSENT, autoClose: false });
        return;
      }
    }
    await stopImpersonation();
    navigate('/switch-espace', { replace: true });
  };
}
