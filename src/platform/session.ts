import { del, get, set, setMany } from 'idb-keyval';
import { ApiError, NetworkError, errorFromResponse } from './errors';
import { publicBaseOf } from '../domain/constants/portail';
import type { EspaceGroup } from './workspaces';

/**
 * The device session (docs/CONTRACTS.md "Device").
 * - The access token lives in this module's memory only: never IndexedDB or localStorage, so a script
 *   that reads storage cannot lift it. Each tab and each worker holds its own and refreshes it with the
 *   HttpOnly refresh cookie.
 * - The profile, the current cemetery and the impersonation marker are kept in idb-keyval, so the app
 *   opens offline from the stored profile with no token at all (spec 000 §4, DESIGN §5).
 * Works in a Web Worker: only fetch, IndexedDB, BroadcastChannel and navigator.locks are used.
 */

export interface Profile {
  id: string;
  username: string;
  roles: string[];
  identite: string;
  email: string | null;
  firstConnection: boolean;
  /**
   * The server's public address (PUBLIC_URL), sent with every session (issue 30: the portal's link); absent
   * from a profile stored before it was sent, null when the server sent no usable address.
   */
  publicUrl?: string | null;
  espaces: EspaceGroup[];
}

/** How other users of a shared device see this user's name on their pending changes: identité, else login. */
export function displayName(profile: Pick<Profile, 'identite' | 'username'>): string {
  return profile.identite.trim() || profile.username;
}

/** Marker of an administrator acting as another user (spec 000 §4): requests carry x-switch-user. */
export interface Impersonation {
  username: string;
  /** The administrator's own profile, restored when they come back to their space. */
  realProfile: Profile;
}

/**
 * Whose cemetery replicas this device opens now (issue 16): null for the signed-in user's own, the
 * impersonated login (lower case) while an administrator acts as someone else. See src/replica/db.ts.
 */
export function replicaScopeOf(session: Pick<SessionSnapshot, 'impersonation'>): string | null {
  return session.impersonation ? session.impersonation.username.trim().toLowerCase() : null;
}

export interface SessionSnapshot {
  /** The stored session has been read from IndexedDB. */
  loaded: boolean;
  profile: Profile | null;
  espaceId: string | null;
  societeId: string | null;
  impersonation: Impersonation | null;
  /** The refresh cookie was refused: local work goes on, the server needs a new sign-in. */
  expired: boolean;
}

export const STORAGE_KEYS = {
  profile: 'profile',
  espaceId: 'espaceId',
  societeId: 'societeId',
  impersonation: 'switchUser',
} as const;

const EMPTY: SessionSnapshot = { loaded: false, profile: null, espaceId: null, societeId: null, impersonation: null, expired: false };

let snapshot: SessionSnapshot = EMPTY;
let accessToken: string | null = null;
let accessTokenExpiresAt = 0;
let loading: Promise<SessionSnapshot> | null = null;
let refreshing: Promise<string> | null = null;
const listeners = new Set<() => void>();

/** Other tabs and workers are told when the stored session changes, so a logout in one tab reaches all. */
const channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel('cimetiere-session') : null;
channel?.addEventListener('message', () => {
  loading = null;
  void loadSession().then((next) => {
    if (!next.profile) setAccessToken(null);
  });
});

/**
 * A field that comes back with the same value keeps its object, and nothing changed tells nobody: the start-up
 * check saves the profile the server returns, most often the stored one, while the first screen renders; a new
 * object there made every reader of the session render again, at once and in one long task (issue 14, TBT).
 */
function publish(next: Partial<SessionSnapshot>): void {
  const merged = { ...snapshot };
  let changed = false;
  for (const key of Object.keys(next) as (keyof SessionSnapshot)[]) {
    if (sameValue(snapshot[key], next[key])) continue;
    (merged as Record<string, unknown>)[key] = next[key];
    changed = true;
  }
  if (!changed) return;
  snapshot = merged;
  for (const listener of listeners) listener();
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function announce(): void {
  channel?.postMessage('changed');
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<Profile>;
  return typeof p.id === 'string' && typeof p.username === 'string' && Array.isArray(p.roles) && Array.isArray(p.espaces);
}

function asId(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads the stored session once per context; later calls return the same promise. */
export function loadSession(): Promise<SessionSnapshot> {
  loading ??= (async () => {
    try {
      const [profile, espaceId, societeId, impersonation] = await Promise.all([
        get<unknown>(STORAGE_KEYS.profile),
        get<unknown>(STORAGE_KEYS.espaceId),
        get<unknown>(STORAGE_KEYS.societeId),
        get<unknown>(STORAGE_KEYS.impersonation),
      ]);
      const marker = impersonation as Partial<Impersonation> | undefined;
      const validMarker = marker && typeof marker.username === 'string' && isProfile(marker.realProfile) ? (marker as Impersonation) : null;
      publish({
        loaded: true,
        profile: isProfile(profile) ? profile : null,
        espaceId: asId(espaceId),
        societeId: asId(societeId),
        impersonation: validMarker,
      });
    } catch {
      // IndexedDB unavailable (private mode, storage wiped): start anonymous rather than never opening.
      publish({ ...EMPTY, loaded: true });
    }
    return snapshot;
  })();
  return loading;
}

export async function saveProfile(profile: Profile): Promise<void> {
  await set(STORAGE_KEYS.profile, profile);
  publish({ profile, expired: false });
  announce();
}

export async function saveWorkspace(espaceId: string, societeId: string | null): Promise<void> {
  await setMany([
    [STORAGE_KEYS.espaceId, espaceId],
    [STORAGE_KEYS.societeId, societeId],
  ]);
  publish({ espaceId, societeId });
  announce();
}

export async function clearWorkspace(): Promise<void> {
  await Promise.all([del(STORAGE_KEYS.espaceId), del(STORAGE_KEYS.societeId)]);
  publish({ espaceId: null, societeId: null });
  announce();
}

export async function saveImpersonation(impersonation: Impersonation | null): Promise<void> {
  if (impersonation) await set(STORAGE_KEYS.impersonation, impersonation);
  else await del(STORAGE_KEYS.impersonation);
  publish({ impersonation });
  announce();
}

/**
 * Forgets the user on this device. The cemetery replicas (Dexie) are deliberately kept: their outbox may hold
 * work not yet sent, and it is sent after the next sign-in.
 */
export async function clearSession(): Promise<void> {
  setAccessToken(null);
  await Promise.all(Object.values(STORAGE_KEYS).map((key) => del(key)));
  publish({ ...EMPTY, loaded: true });
  announce();
}

/** Seconds-since-epoch expiry of a JWT, read without verifying it (the server verifies). */
function tokenExpiry(token: string): number {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  accessTokenExpiresAt = token ? tokenExpiry(token) : 0;
}

/** The access token, or null when there is none or it expires within 30 s (a refresh is cheaper than a 401). */
export function getAccessToken(): string | null {
  if (!accessToken) return null;
  if (accessTokenExpiresAt && accessTokenExpiresAt - Date.now() < 30_000) return null;
  return accessToken;
}

/** The body of POST /api/login_check and /api/token/refresh. The refresh token is never in it: its HttpOnly cookie holds it (issue 27). */
export interface AuthResponse {
  token: string;
  data: { id: string; username: string; roles: string[]; identite: string; email: string | null; firstConnection: boolean; publicUrl: string | null };
}

export function parseAuthResponse(body: unknown): AuthResponse {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const data = (typeof record.data === 'object' && record.data !== null ? record.data : {}) as Record<string, unknown>;
  if (typeof record.token !== 'string') throw new ApiError(500, 'Réponse inattendue du serveur.');
  return {
    token: record.token,
    data: {
      id: String(data.id ?? ''),
      username: typeof data.username === 'string' ? data.username : '',
      roles: Array.isArray(data.roles) ? data.roles.filter((r): r is string => typeof r === 'string') : [],
      identite: typeof data.identite === 'string' ? data.identite : '',
      email: typeof data.email === 'string' ? data.email : null,
      firstConnection: data.firstConnection === true,
      publicUrl: publicBaseOf(data.publicUrl),
    },
  };
}

async function postRefresh(): Promise<string> {
  let response: Response;
  try {
    // No body and no content type: the HttpOnly cookie (Path=/api/token) carries the refresh token.
    response = await fetch('/api/token/refresh', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (error.status === 401) {
      setAccessToken(null);
      publish({ expired: true });
    }
    throw error;
  }
  const auth = parseAuthResponse(await response.json());
  setAccessToken(auth.token);
  // Roles may have changed on the server since the profile was stored.
  const profile = snapshot.profile;
  if (profile && profile.id === auth.data.id && !snapshot.impersonation) {
    const changed = profile.roles.join() !== auth.data.roles.join() || profile.email !== auth.data.email || (profile.publicUrl ?? null) !== auth.data.publicUrl;
    if (changed) await saveProfile({ ...profile, roles: auth.data.roles, email: auth.data.email, identite: auth.data.identite, publicUrl: auth.data.publicUrl });
  }
  if (snapshot.expired) publish({ expired: false });
  return auth.token;
}

/**
 * Gets a new access token with the refresh cookie. Serialised across tabs and workers with the Web Lock
 * 'auth-refresh': the server rotates the refresh token on every use and revokes the whole family when a
 * rotated one comes back, so two concurrent refreshes would sign the user out.
 * Throws ApiError 401 when the cookie is refused, NetworkError when the server cannot be reached.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    try {
      if (typeof navigator !== 'undefined' && navigator.locks) {
        return await navigator.locks.request('auth-refresh', () => postRefresh());
      }
      return await postRefresh();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}
