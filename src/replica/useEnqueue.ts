import { useCallback, useSyncExternalStore } from 'react';
import { displayName, getSession, subscribeSession } from '../platform/session';
import { getReplica } from './db';
import type { Actor, MutationRequest } from './writeScope';
import type { OutboxEntry } from './types';

/** The signed-in (or impersonated) user as the optimistic apply needs them; null when signed out. */
export function useActor(): Actor | null {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const profile = session.profile;
  return profile ? { userId: profile.id, roles: profile.roles, name: displayName(profile) } : null;
}

/** The current cemetery of the session (works offline from the stored session). */
export function useEspaceId(): string | null {
  return useSyncExternalStore(subscribeSession, () => getSession().espaceId, () => getSession().espaceId);
}

/**
 * What a screen calls to change data: enqueue in the current cemetery's replica as the current user.
 * Throws MutationRefusedError (French message) or StorageFullError; the sync worker picks it up.
 */
export function useEnqueue(): (request: MutationRequest) => Promise<OutboxEntry> {
  const espaceId = useEspaceId();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const profile = session.profile;
  return useCallback(
    async (request: MutationRequest) => {
      if (!espaceId || !profile) throw new Error('Aucun cimetière ouvert.');
      // The write path and its catalogue load on the first change, not with the screen (issue 14, first load);
      // the service worker keeps them for offline use.
      const { enqueue } = await import('./enqueue');
      return enqueue(getReplica(espaceId), request, { actor: { userId: profile.id, roles: profile.roles, name: displayName(profile) } });
    },
    [espaceId, profile],
  );
}
