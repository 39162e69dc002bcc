import { useEffect, useRef } from 'react';
import type { NotificationItem } from './NotificationsList';

/**
 * Opening the panel marks its notifications read (spec 000 §4), but only when the panel closes: while it is
 * open the badge keeps its count and 'Nouveau' stays on what arrived, so the count never drops before the
 * list has been seen (issue 14), and opening sends nothing. On closing, the notifications that were shown
 * unread get one markRead each, in one burst that the sync worker's debounce sends as one push.
 */
export function useMarkReadOnClose(opened: boolean, notifications: readonly NotificationItem[], markRead: (ids: string[]) => void): void {
  const shown = useRef(new Set<string>());
  const wasOpen = useRef(false);
  const markReadRef = useRef(markRead);
  markReadRef.current = markRead;
  const latest = useRef(notifications);
  latest.current = notifications;

  // Everything shown unread while the panel is open, arrivals included: the user saw them.
  useEffect(() => {
    if (!opened) return;
    for (const n of notifications) if (!n.dateLue) shown.current.add(n.id);
  }, [opened, notifications]);

  useEffect(() => {
    if (opened) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // Closed (archived, so read) or read on another device meanwhile: nothing to send for those.
    const stillUnread = new Set(latest.current.filter((n) => !n.dateLue).map((n) => n.id));
    const ids = [...shown.current].filter((id) => stillUnread.has(id));
    shown.current = new Set();
    if (ids.length > 0) markReadRef.current(ids);
  }, [opened]);
}
