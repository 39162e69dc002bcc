import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLogout } from '../auth/useLogout';
import { useSession } from '../session/useSession';
import { useWorkspace } from '../session/useWorkspace';
import { EspaceSwitcher } from './EspaceSwitcher';
import { Icon } from './Icon';
import { usePanels } from './panels.store';
import { MountOnFirstOpen } from '../../features/shared/MountOnFirstOpen';

const LINKS = [
  { to: '/gestion-compte', label: 'Gérer mon compte', icon: 'account' },
  { to: '/gestion-donnees', label: 'Gérer mes données', icon: 'data' },
  { to: '/aide', label: "Centre d'aide", icon: 'help' },
] as const;

/** The 'Commune' side panel, 250 px wide (spec 000 §2.5, §9). */
export function AccountDrawer() {
  const opened = usePanels((s) => s.open === 'account');
  const close = usePanels((s) => s.close);
  const { profile } = useSession();
  const workspace = useWorkspace();
  const logout = useLogout();

  return (
    <MountOnFirstOpen opened={opened}>
      {(open) => (
        <Drawer
          opened={open}
          onClose={close}
          position="right"
          size={250}
          title={workspace ? workspace.societe.commune || workspace.societe.nom : 'Commune'}
          styles={{ title: { fontWeight: 700, fontSize: 20 }, body: { paddingInline: 12 } }}
        >
          <Stack gap="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {profile?.email ?? profile?.username}
            </Text>
            <Divider />
            {LINKS.map((link) => (
              <NavLink key={link.to} component={Link} to={link.to} label={link.label} leftSection={<Icon name={link.icon} />} onClick={close} styles={{ label: { fontSize: 16 } }} />
            ))}
            <Divider />
            <EspaceSwitcher onSwitched={close} />
            <Button
              variant="outline"
              color="red.9"
              size="md"
              h={48}
              leftSection={<Icon name="logout" />}
              onClick={() => {
                close();
                void logout();
              }}
            >
              Se déconnecter
            </Button>
          </Stack>
        </Drawer>
      )}
    </MountOnFirstOpen>
  );
}
