import { useActor, useEspaceId } from '../../replica/useEnqueue';
import { useNotificationsOf } from '../../replica/queries/notifications';
import type { NotificationItem } from '../../features/notifications/NotificationsList';

/** The notifications of the current cemetery for the signed-in user, newest first, from the replica. */
export function useNotifications(): readonly NotificationItem[] {
  const espaceId = useEspaceId();
  const actor = useActor();
  return useNotificationsOf(espaceId, actor?.userId ?? null);
}
