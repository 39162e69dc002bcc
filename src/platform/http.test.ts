import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * apiFetch and the session's refresh against a scripted fetch: one refresh on 401, French messages kept,
 * NetworkError when the request never arrives, x-switch-user while impersonating.
 */

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FILE_START_S = Math.floor(Date.now() / 1000);

/** A JWT-shaped token whose payload says when it expires; the signature is never checked on the device. */
function token(name: string, expiresInS = 900): string {
  // From one instant for the whole file: the same name makes the same token whenever it is made (a second
  // passing between the server's answer and the expectation changed the expiry before).
  const payload = Buffer.from(JSON.stringify({ sub: name, exp: FILE_START_S + expiresInS })).toString('base64url');
  return `h.${payload}.${name}`;
}

const authBody = (t: string) => ({
  token: t,
  data: { id: 'u1', username: 'agent@demo.fr', roles: ['ROLE_SOUS_ADMIN'], identite: 'Yannick Le Gall', email: 'agent@demo.fr', firstConnection: false },
});

let calls: Array<{ url: string; init: RequestInit }>;

function script(handler: Handler): void {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
}

const bearerOf = (init: RequestInit) => new Headers(init.headers).get('authorization');

async function load() {
  const http = await import('./http');
  const session = await import('./session');
  const errors = await import('./errors');
  return { ...http, ...session, ...errors };
}

// idb-keyval keeps its connection across resetModules (a dependency, not reloaded): empty its store instead.
beforeEach(async () => {
  vi.resetModules();
  await clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('gets a token from the refresh cookie first, then sends it as a bearer', async () => {
    script((url) => (url === '/api/token/refresh' ? json(200, authBody(token('a'))) : json(200, { ok: true })));
    const { apiJson } = await load();
    await expect(apiJson('/api/users/espaces')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/token/refresh', '/api/users/espaces']);
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(bearerOf(calls[1]!.init)).toBe(`Bearer ${token('a')}`);
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    let refreshes = 0;
    script((url, init) => {
      if (url === '/api/token/refresh') return json(200, authBody(token(`t${++refreshes}`)));
      return bearerOf(init) === `Bearer ${token('t2')}` ? json(200, { ok: true }) : json(401, { message: 'Jeton expiré.' });
    });
    const { apiJson } = await load();
    await expect(apiJson('/api/x')).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(2);
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(2);
  });

  it('gives up after one refresh: a second 401 is thrown with the server message', async () => {
    script((url) => (url === '/api/token/refresh' ? json(200, authBody(token('a'))) : json(401, { message: 'Jeton refusé.' })));
    const { apiFetch, ApiError } = await load();
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Jeton refusé.' });
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(2);
  });

  it('marks the session expired when the refresh cookie is refused', async () => {
    script(() => json(401, { message: 'Votre session a expiré, veuillez vous reconnecter.' }));
    const { apiFetch, getSession } = await load();
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 401, message: 'Votre session a expiré, veuillez vous reconnecter.' });
    expect(getSession().expired).toBe(true);
    expect(calls.map((c) => c.url)).toEqual(['/api/token/refresh']);
  });

  it('shares one refresh between concurrent calls', async () => {
    script((url) => (url === '/api/token/refresh' ? json(200, authBody(token('a'))) : json(200, {})));
    const { apiFetch } = await load();
    await Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);
    expect(calls.filter((c) => c.url === '/api/token/refresh')).toHaveLength(1);
  });

  it('refreshes before sending when the token expires within 30 s', async () => {
    script((url) => (url === '/api/token/refresh' ? json(200, authBody(token('fresh'))) : json(200, {})));
    const { apiFetch, setAccessToken } = await load();
    setAccessToken(token('old', 10));
    await apiFetch('/api/x');
    expect(bearerOf(calls[1]!.init)).toBe(`Bearer ${token('fresh')}`);
  });

  it('throws NetworkError when the request cannot be sent', async () => {
    script(() => {
      throw new TypeError('Failed to fetch');
    });
    const { apiFetch, NetworkError, setAccessToken } = await load();
    setAccessToken(token('a'));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Connexion impossible : vérifiez votre réseau.');
  });

  it('keeps a French fallback when the server answers without a message', async () => {
    script(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { apiFetch, setAccessToken } = await load();
    setAccessToken(token('a'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, message: 'Le serveur a rencontré une erreur. Veuillez réessayer plus tard.' });
  });

  it('passes the retry delay of a 429', async () => {
    script(() => json(429, { message: 'Trop de tentatives de connexion. Veuillez réessayer dans 4 secondes.', retryAfter: 4 }));
    const { apiFetch } = await load();
    await expect(apiFetch('/api/login_check', { method: 'POST', json: {}, anonymous: true })).rejects.toMatchObject({ status: 429, retryAfter: 4 });
    expect(bearerOf(calls[0]!.init)).toBeNull();
  });

  it('sends x-switch-user while impersonating, and JSON bodies with their content type', async () => {
    script((url) => (url === '/api/token/refresh' ? json(200, authBody(token('a'))) : json(200, {})));
    const { apiFetch, saveImpersonation } = await load();
    const realProfile = { ...authBody('x').data, espaces: [] };
    await saveImpersonation({ username: 'agent@demo.fr', realProfile });
    await apiFetch('/api/x', { method: 'POST', json: { a: 1 } });
    const headers = new Headers(calls[1]!.init.headers);
    expect(headers.get('x-switch-user')).toBe('agent@demo.fr');
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[1]!.init.body).toBe('{"a":1}');
    expect(new Headers(calls[0]!.init.headers).get('x-switch-user')).toBeNull();
  });

  it('tells listeners about a 403 with the path', async () => {
    script(() => json(403, { message: 'Accès refusé.' }));
    const { apiFetch, onForbidden, setAccessToken } = await load();
    setAccessToken(token('a'));
    const seen: string[] = [];
    onForbidden((path) => seen.push(path));
    await expect(apiFetch('/api/utilisateurs')).rejects.toMatchObject({ status: 403 });
    expect(seen).toEqual(['/api/utilisateurs']);
  });
});
