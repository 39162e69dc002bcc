import { Drawer } from '@mantine/core';
import { useEffect } from 'react';
import { NotificationsList, type NotificationItem } from '../../features/notifications/NotificationsList';
import { useEnqueue } from '../../replica/useEnqueue';
import { usePanels } from './panels.store';

interface NotificationsDrawerProps {
  notifications: readonly NotificationItem[];
}

/**
 * 400 px panel with an overlay (spec 000 §2.6, §9). Opening it gives every unread notification a read date;
 * closing one archives it (spec 000 §4). Both go through the outbox, so they work offline; a failure
 * (spec: notification failures are ignored) leaves the list as it was.
 */
export function NotificationsDrawer({ notifications }: NotificationsDrawerProps) {
  const opened = usePanels((s) => s.open === 'notifications');
  const close = usePanels((s) => s.close);
  const enqueue = useEnqueue();
  const unreadIds = notifications.filter((n) => !n.dateLue).map((n) => n.id).join(',');

  useEffect(() => {
    if (!opened || !unreadIds) return;
    for (const id of unreadIds.split(',')) {
      enqueue({ name: 'notification.markRead', args: { id } }).catch(() => undefined);
    }
  }, [opened, unreadIds, enqueue]);

  const archive = (id: string) => {
    enqueue({ name: 'notification.archive', args: { id } }).catch(() => undefined);
  };

  return (
    <Drawer opened={opened} onClose={close} position="right" size={400} title="Notifications" styles={{ title: { fontWeight: 700, fontSize: 22 } }}>
      <NotificationsList notifications={notifications} now={new Date()} onArchive={archive} onNavigate={close} />
    </Drawer>
  );
}
