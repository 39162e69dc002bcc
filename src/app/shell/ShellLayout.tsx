import { AppShell } from '@mantine/core';
import { OthersPendingBanner } from '../../features/sync/OthersPendingBanner';
import { Outlet, useNavigation } from 'react-router-dom';
import { AccountDrawer } from './AccountDrawer';
import { HelpButton } from './HelpButton';
import { HelpDrawer } from './HelpDrawer';
import { ImpersonationBanner } from './ImpersonationBanner';
import { MainMenu } from './MainMenu';
import { NotificationsDrawer } from './NotificationsDrawer';
import { usePanels } from './panels.store';
import { SearchModal } from './SearchModal';
import { SessionExpiredBanner } from './SessionExpiredBanner';
import { TopBar } from './TopBar';
import { useForbiddenNotice } from './useForbiddenNotice';
import { useNotifications } from './useNotifications';

/** The frame of every screen inside a cemetery (spec 000 §2.5). */
export function ShellLayout() {
  const menuOpen = usePanels((s) => s.menuOpen);
  const notifications = useNotifications();
  const unread = notifications.filter((n) => !n.dateLue).length;
  const navigation = useNavigation();
  useForbiddenNotice();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !menuOpen } }}
      padding="lg"
      styles={{ header: { background: 'var(--mantine-color-cimetiere-7)', borderBottom: 0 }, main: { background: '#f4f6f5' } }}
    >
      <AppShell.Header>
        <TopBar unread={unread} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <MainMenu />
      </AppShell.Navbar>
      <AppShell.Main aria-busy={navigation.state === 'loading'}>
        <ImpersonationBanner />
        <SessionExpiredBanner />
        <OthersPendingBanner />
        <Outlet />
      </AppShell.Main>
      <HelpButton />
      <HelpDrawer />
      <AccountDrawer />
      <NotificationsDrawer notifications={notifications} />
      <SearchModal />
    </AppShell>
  );
}
