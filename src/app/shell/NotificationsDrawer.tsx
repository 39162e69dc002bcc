import { Drawer } from '@mantine/core';
import { NotificationsList, type NotificationItem } from '../../features/notifications/NotificationsList';
import { usePanels } from './panels.store';

interface NotificationsDrawerProps {
  notifications: readonly NotificationItem[];
}

/** 400 px panel with an overlay (spec 000 §2.6, §9). */
export function NotificationsDrawer({ notifications }: NotificationsDrawerProps) {
  const opened = usePanels((s) => s.open === 'notifications');
  const close = usePanels((s) => s.close);
  return (
    <Drawer opened={opened} onClose={close} position="right" size={400} title="Notifications" styles={{ title: { fontWeight: 700, fontSize: 22 } }}>
      <NotificationsList notifications={notifications} now={new Date()} onArchive={() => undefined} onNavigate={close} />
    </Drawer>
  );
}
