import { useLiveQuery } from './useLiveQuery';
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../platform/session';
import { getReplica } from './db';
import { deriveStatus, readStatusFacts, type SyncStatus } from './status';
import { useOnline } from './useOnline';

/**
 * The sync status of a cemetery's replica, live: it follows the outbox, the conflicts and the stored
 * state across tabs and the sync worker (Dexie propagates changes between contexts). Counts are the
 * signed-in user's; other users' changes held on the device are listed apart (issue 13).
 */
export function useSyncStatus(espaceId: string | null): SyncStatus | null {
  const online = useOnline();
  const userId = useSyncExternalStore(subscribeSession, () => getSession().profile?.id ?? null, () => getSession().profile?.id ?? null);
  const facts = useLiveQuery(async () => (espaceId ? readStatusFacts(getReplica(espaceId), userId) : null), [espaceId, userId]);
  if (!facts) return null;
  return deriveStatus({ ...facts, online });
}
