import { ActionIcon, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { isAdmin, isSuperAdmin } from '../../domain';
import { useLeaveImpersonation } from '../auth/useLeaveImpersonation';
import { useSession } from '../session/useSession';
import { HoverLabel } from './HoverLabel';
import { Icon, type IconName } from './Icon';
import { useMenuRail } from './menuRail.store';
import { usePanels } from './panels.store';
import { RailLink } from './RailLink';
import { useRailState } from './useMenuRail';

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

/**
 * Left menu of the shell. On a tablet held landscape it folds to a rail of icons (issue 29), with a first
 * button that unfolds it to the full menu and folds it back.
 */
export function MainMenu() {
  const { pathname } = useLocation();
  const { profile, impersonation } = useSession();
  const closeMenu = usePanels((s) => s.closeMenu);
  const leaveImpersonation = useLeaveImpersonation();
  const roles = profile?.roles ?? [];
  const entries = [...ENTRIES, ...(isAdmin(roles) ? ADMIN_ENTRIES : []), ...(isSuperAdmin(roles) ? PROVIDER_ENTRIES : [])];
  const { rail, railWidth } = useRailState();
  const toggleRail = useMenuRail((s) => s.toggle);
  const leave = () => {
    closeMenu();
    void leaveImpersonation();
  };

  if (rail) {
    return (
      <Stack gap={4} component="nav" aria-label="Menu principal" align="center">
        <HoverLabel label="Déplier le menu" side="right">
          <ActionIcon size={48} variant="subtle" color="dark" aria-label="Déplier le menu" aria-expanded={false} onClick={toggleRail}>
            <Icon name="unfold" />
          </ActionIcon>
        </HoverLabel>
        {entries.map((entry) => (
          <RailLink key={entry.to} label={entry.label} icon={entry.icon} to={entry.to} active={isActive(pathname, entry.to)} onClick={closeMenu} />
        ))}
        {impersonation ? (
          <HoverLabel label="Revenir à l'espace administrateur" side="right">
            <ActionIcon size={48} variant="subtle" color="red.9" aria-label="Revenir à l'espace administrateur" onClick={leave}>
              <Icon name="back" />
            </ActionIcon>
          </HoverLabel>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap={4} component="nav" aria-label="Menu principal">
      {railWidth && <NavLink component="button" label="Replier le menu" leftSection={<Icon name="fold" />} aria-expanded onClick={toggleRail} />}
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
          onClick={leave}
          c="red.9"
        />
      ) : null}
    </Stack>
  );
}
