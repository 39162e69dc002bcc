import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionSnapshot } from '../../platform/session';

/** The device session as React state: re-renders on sign-in, workspace change, impersonation and logout. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
