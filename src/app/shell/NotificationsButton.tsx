import { ActionIcon, Indicator } from '@mantine/core';
import { HoverLabel } from './HoverLabel';
import { Icon } from './Icon';
import { usePanels } from './panels.store';

/** Bell with the unread count (spec 000 §2.5). */
export function NotificationsButton({ unread }: { unread: number }) {
  const openPanel = usePanels((s) => s.openPanel);
  const label = unread > 0 ? `Notifications (${unread} non lues)` : 'Notifications';
  return (
    <HoverLabel label={label} side="bottom-end">
      <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={20} color="red.8" offset={6}>
        <ActionIcon variant="subtle" color="white" size={44} aria-label={label} onClick={() => openPanel('notifications')}>
          <Icon name="bell" size={26} />
        </ActionIcon>
      </Indicator>
    </HoverLabel>
  );
}
