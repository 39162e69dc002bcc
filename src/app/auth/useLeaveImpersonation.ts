import { useNavigate } from 'react-router-dom';
import { stopImpersonation } from '../../platform/auth';

/** 'Revenir à l'espace administrateur': the marker goes, the administrator chooses a cemetery again (spec 000 §4). */
export function useLeaveImpersonation(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await stopImpersonation();
    navigate('/switch-espace', { replace: true });
  };
}
