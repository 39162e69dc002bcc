import { del, get, set } from 'idb-keyval';
import { apiJson } from '../../../platform/http';
import { getSession, saveProfile } from '../../../platform/session';

/**
 * Spec 000 §4 and 002 §4: the welcome tour runs until the user's firstConnection flag is set (users.first_connection
 * on the server, GET /api/users/isFirstConnection, PUT /api/users/{id}); completing or quitting it sets the flag.
 * Offline, the device remembers it owes the server that flag and sends it at the next start online, so the
 * tour is not shown again in between.
 */
const pendingKey = (userId: string) => `aide:firstConnectionPending:${userId}`;

export async function shouldShowWelcomeTour(): Promise<boolean> {
  const profile = getSession().profile;
  if (!profile || profile.firstConnection) return false;
  return (await get<boolean>(pendingKey(profile.id))) !== true;
}

async function sendFlag(userId: string): Promise<void> {
  await apiJson(`/api/users/${userId}`, { method: 'PUT', json: { firstConnection: true } });
  await del(pendingKey(userId));
}

export async function recordWelcomeTourDone(): Promise<void> {
  const profile = getSession().profile;
  if (!profile) return;
  await set(pendingKey(profile.id), true);
  await saveProfile({ ...profile, firstConnection: true });
  await sendFlag(profile.id).catch(() => undefined);
}

/** At start-up: a flag recorded offline is sent now. */
export async function flushWelcomeTourFlag(): Promise<void> {
  const profile = getSession().profile;
  if (!profile || (await get<boolean>(pendingKey(profile.id))) !== true) return;
  await sendFlag(profile.id).catch(() => undefined);
}
