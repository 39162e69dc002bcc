import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../../platform/session';

const read = () => getSession().profile?.publicUrl ?? null;

/**
 * The server's public address (PUBLIC_URL) as the last session sent it (issue 30: the portal's link), kept in
 * the stored profile, so it is known offline; null on a device that never received it.
 */
export function usePublicUrl(): string | null {
  return useSyncExternalStore(subscribeSession, read, read);
}
