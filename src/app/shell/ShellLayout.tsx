import { AppShell } from '@mantine/core';
import { OthersPendingBanner } from '../../features/sync/OthersPendingBanner';
import { Suspense, lazy, memo, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { prefetchAideContent } from '../../features/aide/aideContent';
import { whenIdle } from '../../platform/idle';
import { HELP_PANEL_WIDTH } from './helpPanelWidth';
import { ImpersonationBanner } from './ImpersonationBanner';
import { MainMenu } from './MainMenu';
import { usePanels } from './panels.store';
import { SessionExpiredBanner } from './SessionExpiredBanner';
import { TopBar } from './TopBar';
import { useForbiddenNotice } from './useForbiddenNotice';
import { useNotifications } from './useNotifications';
import { RAIL_WIDTH, useRailState } from './useMenuRail';

// The frame's parts, drawn again only when their own props or data change: the frame itself renders again on
// every navigation, panel and notification change, and each time it took the whole top bar, menu, panels and
// banners with it (issue 14, first screen).
const FrameTopBar = memo(TopBar);
const FrameMenu = memo(MainMenu);
const ShellPanels = memo(lazy(() => import('./ShellPanels').then((m) => ({ default: m.ShellPanels }))));

const FrameBanners = memo(function FrameBanners() {
  return (
    <>
      <ImpersonationBanner />
      <SessionExpiredBanner />
      <OthersPendingBanner />
    </>
  );
});

/** The frame of every screen inside a cemetery (spec 000 §2.5); the assistance's '?' is in its top bar. */
export function ShellLayout() {
  const menuOpen = usePanels((s) => s.menuOpen);
  const helpOpen = usePanels((s) => s.open === 'help');
  const notifications = useNotifications();
  const unread = notifications.filter((n) => !n.dateLue).length;
  const navigation = useNavigation();
  const { rail } = useRailState();
  useForbiddenNotice();
  // The help content is read once per session while online, so the help centre works offline afterwards; once
  // the browser is idle, so that it does not compete with the first screen (issue 14).
  useEffect(() => whenIdle(prefetchAideContent), []);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: rail ? RAIL_WIDTH : 264, breakpoint: 'md', collapsed: { mobile: !menuOpen } }}
      aside={{ width: HELP_PANEL_WIDTH, breakpoint: 'sm', collapsed: { desktop: !helpOpen, mobile: !helpOpen } }}
      padding="lg"
      styles={{ header: { background: 'var(--mantine-color-cimetiere-7)', borderBottom: 0 }, main: { background: '#f4f6f5' } }}
    >
      <AppShell.Header>
        <FrameTopBar unread={unread} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <FrameMenu />
      </AppShell.Navbar>
      <AppShell.Main aria-busy={navigation.state === 'loading'}>
        <FrameBanners />
        <Outlet />
      </AppShell.Main>
      <Suspense fallback={null}>
        <ShellPanels notifications={notifications} />
      </Suspense>
    </AppShell>
  );
}
