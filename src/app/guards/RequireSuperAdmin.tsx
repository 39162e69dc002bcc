import { Text } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { isSuperAdmin } from '../../domain/roles';
import { useSession } from '../session/useSession';

/** The provider's view is for ROLE_SUPER_ADMIN only (issue 16); the server checks too. */
export function RequireSuperAdmin() {
  const { profile } = useSession();
  if (!isSuperAdmin(profile?.roles ?? [])) return <Text size="lg">Cet écran est réservé aux administrateurs du fournisseur.</Text>;
  return <Outlet />;
}
