import { Drawer } from '@mantine/core';
import { useCallback, useState } from 'react';
import { FeedbackModal } from '../../features/notifications/FeedbackModal';
import { NotificationsList, type NotificationItem } from '../../features/notifications/NotificationsList';
import { useMarkReadOnClose } from '../../features/notifications/useMarkReadOnClose';
import { useMinuteClock } from '../../features/notifications/useMinuteClock';
import { useEnqueue, useEspaceId } from '../../replica/useEnqueue';
import { usePanels } from './panels.store';
import { MountOnFirstOpen } from '../../features/shared/MountOnFirstOpen';

interface NotificationsDrawerProps {
  notifications: readonly NotificationItem[];
}

/**
 * 400 px panel with an overlay (spec 000 §2.6, §9). The list comes from the replica, so it follows every
 * sync (the worker pulls every 60 s while the app is visible) and its days counter every minute. The
 * notifications shown are marked read when the panel closes (useMarkReadOnClose); closing one archives it.
 * All through the outbox, so they work offline; a failure (spec: notification failures are ignored) leaves
 * the list as it was.
 */
export function NotificationsDrawer({ notifications }: NotificationsDrawerProps) {
  const opened = usePanels((s) => s.open === 'notifications');
  const close = usePanels((s) => s.close);
  const enqueue = useEnqueue();
  const espaceId = useEspaceId();
  const now = useMinuteClock(opened);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  const markRead = useCallback(
    (ids: string[]) => {
      for (const id of ids) enqueue({ name: 'notification.markRead', args: { id } }).catch(() => undefined);
    },
    [enqueue],
  );
  useMarkReadOnClose(opened, notifications, markRead);

  const archive = (id: string) => {
    enqueue({ name: 'notification.archive', args: { id } }).catch(() => undefined);
  };
  const nePlusRappeler = (id: string) => {
    enqueue({ name: 'notification.nePlusRappeler', args: { id } }).catch(() => undefined);
  };
  const openFeedback = () => {
    close();
    setFeedbackOpen(true);
  };

  return (
    <>
      <MountOnFirstOpen opened={opened}>
        {(open) => (
          <Drawer opened={open} onClose={close} position="right" size={400} title="Notifications" styles={{ title: { fontWeight: 700, fontSize: 22 } }}>
            <NotificationsList notifications={notifications} now={now} onArchive={archive} onNavigate={close} onFeedback={openFeedback} onNePlusRappeler={nePlusRappeler} />
          </Drawer>
        )}
      </MountOnFirstOpen>
      <MountOnFirstOpen opened={feedbackOpen}>
        {(open) => <FeedbackModal opened={open} onClose={() => setFeedbackOpen(false)} espaceId={espaceId} />}
      </MountOnFirstOpen>
    </>
  );
}
