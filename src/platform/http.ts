import { ApiError, NetworkError, errorFromResponse, isNetworkError } from './errors';
import { networkKnownDown, passGate } from './networkGate';
import { getAccessToken, getSession, loadSession, refreshAccessToken } from './session';

/**
 * The one HTTP client of the device (docs/CONTRACTS.md "Device"), for screens and workers alike:
 * bearer from the in-memory session, x-switch-user while impersonating, one refresh on 401,
 * ApiError with the server's French message, NetworkError when offline. Every call passes the network
 * gate (networkGate.ts, issue 14): once a request found no network, the next ones do not leave until the
 * network is back, so an offline tablet does not send a storm of refreshes and downloads.
 */

export interface ApiRequestInit extends RequestInit {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  /** Sign-in, lost password, account request: no bearer, no refresh. */
  anonymous?: boolean;
  /** Background work (a photo another device took): wait for the network instead of failing at once. */
  waitForNetwork?: boolean;
}

const forbiddenListeners = new Set<(path: string) => void>();

/** Spec 000 §6: a 403 triggers an access-denied action carrying the path; the shell shows it. */
export function onForbidden(listener: (path: string) => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

/** The browser has no network, or the last request found none (the screens then read their cached copy). */
export function isOffline(): boolean {
  return networkKnownDown();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(path: string, init: ApiRequestInit, token: string | null): Promise<Response> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- not a fetch option
  const { json, anonymous, waitForNetwork, headers: extraHeaders, body, ...rest } = init;
  const headers = new Headers(extraHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const impersonation = getSession().impersonation;
  if (impersonation && !anonymous) headers.set('x-switch-user', impersonation.username);
  try {
    return await fetch(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : body,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError();
  }
}

/**
 * Sends a request to the API and returns the response when it is 2xx; throws otherwise.
 * A body given as `body` must be re-readable (string, Blob, FormData, ArrayBuffer): it is sent twice
 * when the first answer is 401.
 */
export async function apiFetch(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const pass = await passGate('request', init.waitForNetwork ?? false);
  let response: Response;
  try {
    // The impersonation marker is in IndexedDB: a worker's first call must read it before sending.
    await loadSession();
    let token: string | null = null;
    if (!init.anonymous) token = getAccessToken() ?? (await refreshAccessToken());
    response = await send(path, init, token);
    if (response.status === 401 && !init.anonymous) {
      token = await refreshAccessToken();
      response = await send(path, init, token);
    }
  } catch (error) {
    if (isNetworkError(error)) pass.unreachable();
    else if (isAbort(error)) pass.abandoned();
    else pass.reached();
    throw error;
  }
  pass.reached();
  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (error.status === 403) for (const listener of forbiddenListeners) listener(path);
    throw error;
  }
  return response;
}

/** apiFetch, then the JSON body (undefined for 204). The caller checks the shape where it matters. */
export async function apiJson<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, 'Réponse inattendue du serveur.');
  }
}
