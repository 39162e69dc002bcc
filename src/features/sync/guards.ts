import { setLogoutGuard } from '../../platform/auth';
import { getSession } from '../../platform/session';
import { setUpdateGuard } from '../../platform/updateGuard';
import { pendingWork, wipeDevice } from '../../replica/logoutGuard';
import { stopAllSync, syncNow } from '../../../workers/sync.client';
import { usePendingPrompt } from './pendingPrompt.store';

/** Every cemetery of the signed-in profile, and the open one (it may predate the profile's list). */
function knownEspaceIds(): string[] {
  const session = getSession();
  const ids = new Set((session.profile?.espaces ?? []).flatMap((g) => g.espaces.map((e) => e.id)));
  if (session.espaceId) ids.add(session.espaceId);
  return [...ids];
}

/** The signed-in user (the impersonated one while impersonating: their changes are theirs). */
function signedInUserId(): string | null {
  return getSession().profile?.id ?? null;
}

/**
 * Tries to send the open cemetery's work first: the question is only asked when something stays. Only
 * the signed-in user's work counts: other users' pending changes on this device are not theirs to send,
 * and they stay on the device for their authors (issue 13).
 */
async function remainingWork() {
  const espaceId = getSession().espaceId;
  if (espaceId && navigator.onLine) await syncNow(espaceId).catch(() => undefined);
  const userId = signedInUserId();
  return userId ? pendingWork(knownEspaceIds(), userId) : [];
}

/**
 * Logout (DESIGN §5): with pending work of this user, warn and refuse unless they exported it and confirm;
 * once allowed, stop syncing and wipe the cemetery databases and runtime caches of this device, keeping
 * other users' unsent work for them.
 */
export async function logoutGuard(): Promise<boolean> {
  const work = await remainingWork();
  if (work.length > 0 && !(await usePendingPrompt.getState().ask('logout', work))) return false;
  stopAllSync();
  await wipeDevice(signedInUserId(), knownEspaceIds());
  return true;
}

/**
 * A new version reloads every tab: activate it only with an empty outbox, or when the user accepts
 * (the outbox survives the reload; it is only sent later).
 */
export async function updateGuard(): Promise<boolean> {
  const work = await remainingWork();
  return work.length === 0 || usePendingPrompt.getState().ask('update', work);
}

/** Registers both guards; returns their removal. */
export function installSyncGuards(): () => void {
  setLogoutGuard(logoutGuard);
  setUpdateGuard(updateGuard);
  return () => {
    setLogoutGuard(null);
    setUpdateGuard(null);
  };
}
