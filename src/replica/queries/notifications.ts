import { useLiveQuery } from '../useLiveQuery';
import type { Notification } from '../../domain/entities/notification';
import { notificationStateFor } from '../../domain/notifications/userState';
import { getReplica } from '../db';

/** The panel shows at most this many, newest first (spec 000 §7: size 50, by dateRecu then id, descending). */
export const NOTIFICATIONS_SHOWN = 50;

/** One empty list while loading, so what is memoized on the list does not render again for nothing. */
const NONE: readonly Notification[] = [];

/**
 * The cemetery's notifications for this user (addressed to them or to everyone), not archived, newest
 * first, each with this user's own `dateLue` and `archive` (a shared one read or closed by a colleague is
 * still new here: `notificationStateFor`, issue 27). Read from the replica, so the badge and the panel
 * work offline and follow every sync.
 */

export function useNotificationsOf(espaceId: string | null, userId: string | null): readonly Notification[] {
  return (
    useLiveQuery(
      async () => {
        if (!espaceId) return [];
        const rows = (await getReplica(espaceId).notifications.toArray()) as unknown as Notification[];
        return rows
          .filter((n) => !n.deletedAt && (n.userId === null || n.userId === userId))
          .map((n) => ({ ...n, ...notificationStateFor(n, userId) }))
          .filter((n) => !n.archive)
          .sort((a, b) => b.dateRecu.localeCompare(a.dateRecu) || b.id.localeCompare(a.id))
          .slice(0, NOTIFICATIONS_SHOWN);
      },
      [espaceId, userId],
    ) ?? NONE
  );
}
