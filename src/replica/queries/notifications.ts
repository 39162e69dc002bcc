import { useLiveQuery } from '../useLiveQuery';
import type { Notification } from '../../domain/entities/notification';
import { getReplica } from '../db';

/** The panel shows at most this many, newest first (spec 000 §7: size 50, by dateRecu then id, descending). */
export const NOTIFICATIONS_SHOWN = 50;

/** One empty list while loading, so what is memoized on the list does not render again for nothing. */
const NONE: readonly Notification[] = [];

/**
 * The cemetery's notifications for this user (addressed to them or to everyone), not archived, newest
 * first. Read from the replica, so the badge and the panel work offline and follow every sync.
 */

export function useNotificationsOf(espaceId: string | null, userId: string | null): readonly Notification[] {
  return (
    useLiveQuery(
      async () => {
        if (!espaceId) return [];
        const rows = (await getReplica(espaceId).notifications.toArray()) as unknown as Notification[];
        return rows
          .filter((n) => !n.archive && !n.deletedAt && (n.userId === null || n.userId === userId))
          .sort((a, b) => b.dateRecu.localeCompare(a.dateRecu) || b.id.localeCompare(a.id))
          .slice(0, NOTIFICATIONS_SHOWN);
      },
      [espaceId, userId],
    ) ?? NONE
  );
}
