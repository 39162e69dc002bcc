import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { logout } from '../../platform/auth';

/** 'Se déconnecter': clears the device session and goes to /login without remembering the page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const done = await logout();
    if (!done) {
      notifications.show({ color: 'orange', title: 'Déconnexion reportée', message: "Des modifications n'ont pas encore été envoyées au serveur." });
      return;
    }
    navigate('/login', { replace: true });
  };
}
