import type { NotificationItem } from '../../features/notifications/NotificationsList';
import { TutorialHost } from '../../features/aide/tutorials/TutorialHost';
import { AccountDrawer } from './AccountDrawer';
import { HelpDrawer } from './HelpDrawer';
import { NotificationsDrawer } from './NotificationsDrawer';
import { SearchModal } from './SearchModal';

/**
 * The frame's panels, closed when a screen opens: help, account, notifications, search and the tutorials.
 * ShellLayout loads them apart from the first screen, so their code is evaluated and they are drawn in tasks
 * of their own rather than in the first screen's (issue 14, TBT). Their state lives in stores
 * (panels.store.ts), so a panel asked for before they arrive opens when they do.
 */
export function ShellPanels({ notifications }: { notifications: readonly NotificationItem[] }) {
  return (
    <>
      <HelpDrawer />
      <TutorialHost />
      <AccountDrawer />
      <NotificationsDrawer notifications={notifications} />
      <SearchModal />
    </>
  );
}
