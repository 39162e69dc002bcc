import type { NotificationItem } from '../../features/notifications/NotificationsList';

const NONE: readonly NotificationItem[] = [];

/**
 * The notifications of the current cemetery, newest first. Empty until the replica provides them
 * (a live query on its notifications table replaces this body; the panel and the badge already use it).
 */
export function useNotifications(): readonly NotificationItem[] {
  return NONE;
}
