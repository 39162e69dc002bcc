import { useLiveQuery } from 'dexie-react-hooks';
import { getReplica } from './db';
import { deriveStatus, readStatusFacts, type SyncStatus } from './status';
import { useOnline } from './useOnline';

/**
 * The sync status of a cemetery's replica, live: it follows the outbox, the conflicts and the stored
 * state across tabs and the sync worker (Dexie propagates changes between contexts).
 */
export function useSyncStatus(espaceId: string | null): SyncStatus | null {
  const online = useOnline();
  const facts = useLiveQuery(async () => (espaceId ? readStatusFacts(getReplica(espaceId)) : null), [espaceId]);
  if (!facts) return null;
  return deriveStatus({ ...facts, online });
}
