import { publicBaseOf } from '../domain/constants/portail';
import { ApiError, NetworkError, isApiError, isNetworkError } from './errors';
import { apiFetch, apiJson, isOffline } from './http';
import {
  type AuthResponse,
  type Profile,
  clearSession,
  clearWorkspace,
  getSession,
  loadSession,
  parseAuthResponse,
  saveImpersonation,
  saveProfile,
  saveWorkspace,
  setAccessToken,
} from './session';
import { type Workspace, findWorkspace, parseEspaceGroups } from './workspaces';

/** Sign-in, workspace choice, start-up check, logout and impersonation (spec 000 §2.2, §2.4, §4). */

/** POST /api/login_check. Keeps the access token in memory; the refresh token stays in its HttpOnly cookie. */
export async function signIn(username: string, password: string): Promise<AuthResponse> {
  const body = await apiJson<unknown>('/api/login_check', { method: 'POST', json: { username, password }, anonymous: true });
  const auth = parseAuthResponse(body);
  setAccessToken(auth.token);
  // A sign-in is always the real user: an old marker would send x-switch-user on the next calls, and another
  // user's cemetery must not stay open.
  const previous = await loadSession();
  if (previous.impersonation) await saveImpersonation(null);
  if (previous.profile && previous.profile.id !== auth.data.id) await clearWorkspace();
  return auth;
}

/** GET /api/users/espaces and stores the profile, so the next start opens offline from it. */
export async function loadProfile(user: AuthResponse['data']): Promise<Profile> {
  const espaces = parseEspaceGroups(await apiJson<unknown>('/api/users/espaces'));
  const profile: Profile = { ...user, espaces };
  await saveProfile(profile);
  return profile;
}

/**
 * Enters a cemetery: POST /api/sessions/eSpace checks the caller may see it, then the choice is stored.
 * Offline, a cemetery of the stored list is entered anyway: its replica is on the device.
 */
export async function chooseEspace(espaceId: string): Promise<Workspace | null> {
  const known = findWorkspace(getSession().profile?.espaces ?? [], espaceId);
  let societeId = known?.societe.id ?? null;
  try {
    const answer = await apiJson<{ societe?: { id?: unknown } | null }>('/api/sessions/eSpace', { method: 'POST', json: { eSpace: espaceId } });
    const fromServer = answer?.societe?.id;
    if (typeof fromServer === 'string' || typeof fromServer === 'number') societeId = String(fromServer);
  } catch (error) {
    if (!(isNetworkError(error) && known)) throw error;
  }
  await saveWorkspace(espaceId, societeId);
  return known;
}

export type StartupResult = 'anonymous' | 'verified' | 'offline' | 'loggedOut';

/**
 * Spec 000 §4: a stored user is checked with GET /api/users/currentUser. A 401 after a failed refresh signs
 * out; no network (or a server that does not answer) keeps the stored profile, so the app opens offline.
 */
export async function verifySession(): Promise<StartupResult> {
  const { profile } = await loadSession();
  if (!profile) return 'anonymous';
  if (isOffline()) return 'offline';
  try {
    const me = await apiJson<Record<string, unknown>>('/api/users/currentUser');
    const groups = parseEspaceGroups(await apiJson<unknown>('/api/users/espaces'));
    const current = getSession().profile ?? profile;
    await saveProfile({
      ...current,
      username: typeof me.username === 'string' ? me.username : current.username,
      email: typeof me.email === 'string' ? me.email : null,
      roles: Array.isArray(me.roles) ? me.roles.filter((r): r is string => typeof r === 'string') : current.roles,
      identite: typeof me.identite === 'string' ? me.identite : current.identite,
      firstConnection: me.firstConnection === true,
      publicUrl: publicBaseOf(me.publicUrl),
      espaces: groups,
    });
    const { espaceId } = getSession();
    // The user lost access to the cemetery they had open: make them choose again.
    if (espaceId && !findWorkspace(groups, espaceId)) await clearWorkspace();
    return 'verified';
  } catch (error) {
    if (isApiError(error, 401)) {
      await clearSession();
      return 'loggedOut';
    }
    return 'offline';
  }
}

type LogoutGuard = () => Promise<boolean>;
let logoutGuard: LogoutGuard | null = null;

/**
 * Lets the sync engine refuse a logout while its outbox holds unsent work (DESIGN §5): the guard warns the
 * user and resolves false to keep the session.
 */
export function setLogoutGuard(guard: LogoutGuard | null): void {
  logoutGuard = guard;
}

/** Returns false when the guard kept the session. The server call is best effort: offline, the device forgets anyway. */
export async function logout(): Promise<boolean> {
  if (logoutGuard && !(await logoutGuard())) return false;
  if (!isOffline()) {
    try {
      await apiFetch('/api/logout', { method: 'POST' });
    } catch {
      // Expired or unreachable: the cookie dies with its family on the server side anyway.
    }
  }
  await clearSession();
  return true;
}

/** POST /api/reset-password: the server always answers the same message, whether the e-mail is known or not. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await apiJson<{ message?: unknown }>('/api/reset-password', { method: 'POST', json: { email }, anonymous: true });
  return typeof answer?.message === 'string' ? answer.message : 'Veuillez vérifier votre boîte mail et suivre les consignes.';
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await apiFetch('/api/reset-password/confirm', { method: 'POST', json: { token, password }, anonymous: true });
}

export interface AccountRequest {
  civilite: 'H' | 'F';
  nom: string;
  prenom: string;
  fonction: string;
  email: string;
  telephone: string;
  commune: string;
  message: string;
}

/** POST /api/register: an account request that an administrator validates. */
export async function requestAccount(request: AccountRequest): Promise<void> {
  await apiFetch('/api/register', { method: 'POST', json: request, anonymous: true });
}

/**
 * An administrator acts as another user: the marker makes every request carry x-switch-user, and the
 * profile becomes that user's, so the menus and cemeteries are theirs (spec 000 §4). Needs the network.
 */
export async function startImpersonation(username: string): Promise<void> {
  const { profile, impersonation } = getSession();
  if (!profile) throw new ApiError(401, 'Veuillez vous connecter.');
  if (isOffline()) throw new NetworkError();
  const realProfile = impersonation?.realProfile ?? profile;
  await saveImpersonation({ username, realProfile });
  try {
    const me = await apiJson<Record<string, unknown>>('/api/users/currentUser');
    await loadProfile({
      id: String(me.id ?? ''),
      username: typeof me.username === 'string' ? me.username : username,
      roles: Array.isArray(me.roles) ? me.roles.filter((r): r is string => typeof r === 'string') : [],
      identite: typeof me.identite === 'string' ? me.identite : '',
      email: typeof me.email === 'string' ? me.email : null,
      firstConnection: me.firstConnection === true,
      publicUrl: publicBaseOf(me.publicUrl),
    });
    await clearWorkspace();
  } catch (error) {
    await saveImpersonation(impersonation);
    throw error;
  }
}

/** 'Revenir à l'espace administrateur': removes the marker and restores the administrator's own profile. */
export async function stopImpersonation(): Promise<void> {
  const { impersonation } = getSession();
  if (!impersonation) return;
  await saveImpersonation(null);
  await saveProfile(impersonation.realProfile);
  await clearWorkspace();
  try {
    await loadProfile({ ...impersonation.realProfile, publicUrl: impersonation.realProfile.publicUrl ?? null });
  } catch {
    // Offline: the stored list of the administrator's cemeteries is good enough to choose one.
  }
}

/**
 * PUT /api/users/me/password (spec 000 §2.8 Sécurité): the server ends every session of the user and opens a
 * new one for this device, whose access token is kept; the new refresh token arrives in its HttpOnly cookie.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const body = await apiJson<unknown>('/api/users/me/password', { method: 'PUT', json: { currentPassword, newPassword } });
  setAccessToken(parseAuthResponse(body).token);
}
