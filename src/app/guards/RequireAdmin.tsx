import { Text } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { isAdmin } from '../../domain/roles';
import { useSession } from '../session/useSession';

/** Modèles and Utilisateurs are for ROLE_ADMIN and ROLE_SUPER_ADMIN (spec 000 §2.11, §6); the server checks too. */
export function RequireAdmin() {
  const { profile } = useSession();
  if (!isAdmin(profile?.roles ?? [])) return <Text size="lg">Cet écran est réservé aux administrateurs.</Text>;
  return <Outlet />;
}
