import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { isAdmin, isSuperAdmin } from '../../domain';
import { useLeaveImpersonation } from '../auth/useLeaveImpersonation';
import { useSession } from '../session/useSession';
import { Icon, type IconName } from './Icon';
import { usePanels } from './panels.store';

interface MenuEntry {
  to: string;
  label: string;
  icon: IconName;
}

const ENTRIES: readonly MenuEntry[] = [
  { to: '/emplacement', label: 'Emplacements', icon: 'plot' },
  { to: '/concessions', label: 'Concessions', icon: 'concession' },
  { to: '/defunts', label: 'Défunts', icon: 'cross' },
  { to: '/concessionnaires', label: 'Concessionnaires', icon: 'holders' },
  { to: '/travaux', label: 'Travaux', icon: 'works' },
  { to: '/procedures', label: 'Procédures', icon: 'procedures' },
];

/** Modèles and Utilisateurs: ROLE_ADMIN and ROLE_SUPER_ADMIN only (spec 000 §2.5, §6). */
const ADMIN_ENTRIES: readonly MenuEntry[] = [
  { to: '/documents', label: 'Modèles', icon: 'templates' },
  { to: '/utilisateurs', label: 'Utilisateurs', icon: 'users' },
];

/** The provider's view of its municipalities: ROLE_SUPER_ADMIN only (issue 16). */
const PROVIDER_ENTRIES: readonly MenuEntry[] = [{ to: '/fournisseur', label: 'Espaces clients', icon: 'commune' }];

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Left menu of the shell. */
export function MainMenu() {
  const { pathname } = useLocation();
  const { profile, impersonation } = useSession();
  const closeMenu = usePanels((s) => s.closeMenu);
  const leaveImpersonation = useLeaveImpersonation();
  const roles = profile?.roles ?? [];
  const entries = [...ENTRIES, ...(isAdmin(roles) ? ADMIN_ENTRIES : []), ...(isSuperAdmin(roles) ? PROVIDER_ENTRIES : [])];

  return (
    <Stack gap={4} component="nav" aria-label="Menu principal">
      {entries.map((entry) => (
        <NavLink
          key={entry.to}
          component={Link}
          to={entry.to}
          label={entry.label}
          leftSection={<Icon name={entry.icon} />}
          active={isActive(pathname, entry.to)}
          aria-current={isActive(pathname, entry.to) ? 'page' : undefined}
          variant="filled"
          onClick={closeMenu}
        />
      ))}
      {impersonation ? (
        <NavLink
          component="button"
          label="Revenir à l'espace administrateur"
          leftSection={<Icon name="back" />}
          onClick={() => {
            closeMenu();
            void leaveImpersonation();
          }}
          c="red.9"
        />
      ) : null}
    </Stack>
  );
}
