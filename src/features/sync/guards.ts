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

/** Tries to send the open cemetery's work first: the question is only asked when something stays. */
async function remainingWork() {
  const espaceId = getSession().espaceId;
  if (espaceId && navigator.onLine) await syncNow(espaceId).catch(() => undefined);
  return pendingWork(knownEspaceIds());
}

/**
 * Logout (DESIGN §5): with pending work, warn and refuse unless the user exported it and confirms; once
 * allowed, stop syncing and wipe the cemetery databases and runtime caches of this device.
 */
export async function logoutGuard(): Promise<boolean> {
  const work = await remainingWork();
  if (work.length > 0 && !(await usePendingPrompt.getState().ask('logout', work))) return false;
  stopAllSync();
  await wipeDevice(knownEspaceIds());
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
