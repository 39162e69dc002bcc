import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Sign-in, start-up check (spec 000 §4), workspace choice and impersonation against a scripted server. */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = { id: 'u1', username: 'admin@demo.fr', roles: ['ROLE_ADMIN'], identite: 'Isabelle Quéré', email: 'admin@demo.fr', firstConnection: false };
const groups = [
  {
    societe: { id: 's1', nom: 'Mairie', commune: 'Kerozar' },
    espaces: [
      { id: 'e1', nom: 'Ancien cimetière', ville: 'Kerozar' },
      { id: 'e2', nom: 'Nouveau cimetière', ville: 'Kerozar' },
    ],
  },
];
const tokenBody = { token: 'h.e30.s', data: user };

type Routes = Record<string, (init: RequestInit) => Response>;
let seen: Array<{ url: string; headers: Headers }>;

function serve(routes: Routes): void {
  seen = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, headers: new Headers(init.headers) });
      const route = routes[url];
      if (!route) return json(404, { message: 'Ressource introuvable.' });
      return route(init);
    }),
  );
}

async function load() {
  return { ...(await import('./auth')), ...(await import('./session')) };
}

// idb-keyval keeps its connection across resetModules (a dependency, not reloaded): empty its store instead.
beforeEach(async () => {
  vi.resetModules();
  await clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in', () => {
  it('stores the profile with its cemeteries, never the refresh token', async () => {
    serve({ '/api/login_check': () => json(200, tokenBody), '/api/users/espaces': () => json(200, groups) });
    const { signIn, loadProfile } = await load();
    const auth = await signIn('admin@demo.fr', 'demo2026');
    const profile = await loadProfile(auth.data);
    expect(profile.espaces).toHaveLength(1);
    vi.resetModules();
    const stored = await (await import('./session')).loadSession();
    expect(stored.profile).toEqual(profile);
    expect(JSON.stringify(stored)).not.toContain('ignored');
  });

  it('enters a cemetery through POST /api/sessions/eSpace', async () => {
    serve({
      '/api/login_check': () => json(200, tokenBody),
      '/api/users/espaces': () => json(200, groups),
      '/api/sessions/eSpace': () => json(200, { espace: { id: 'e2' }, societe: { id: 's1' } }),
    });
    const { signIn, loadProfile, chooseEspace, getSession } = await load();
    await loadProfile((await signIn('admin@demo.fr', 'demo2026')).data);
    await chooseEspace('e2');
    expect(getSession()).toMatchObject({ espaceId: 'e2', societeId: 's1' });
  });

  it('offline, enters a cemetery of the stored list anyway', async () => {
    serve({ '/api/login_check': () => json(200, tokenBody), '/api/users/espaces': () => json(200, groups) });
    const { signIn, loadProfile, chooseEspace, getSession } = await load();
    await loadProfile((await signIn('admin@demo.fr', 'demo2026')).data);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await chooseEspace('e1');
    expect(getSession()).toMatchObject({ espaceId: 'e1', societeId: 's1' });
    await expect(chooseEspace('inconnu')).rejects.toMatchObject({ name: 'NetworkError' });
  });
});

describe('start-up check', () => {
  async function signedIn() {
    serve({
      '/api/login_check': () => json(200, tokenBody),
      '/api/users/espaces': () => json(200, groups),
      '/api/sessions/eSpace': () => json(200, { espace: { id: 'e1' }, societe: { id: 's1' } }),
    });
    const first = await load();
    await first.loadProfile((await first.signIn('admin@demo.fr', 'demo2026')).data);
    await first.chooseEspace('e1');
    // A new page load: the module (and the token in its memory) starts again.
    vi.resetModules();
  }

  it('anonymous when nothing is stored', async () => {
    serve({});
    const { verifySession } = await load();
    await expect(verifySession()).resolves.toBe('anonymous');
    expect(seen).toHaveLength(0);
  });

  it('signs out when the refresh is refused', async () => {
    await signedIn();
    serve({ '/api/token/refresh': () => json(401, { message: 'Votre session a expiré, veuillez vous reconnecter.' }) });
    const { verifySession, getSession } = await load();
    await expect(verifySession()).resolves.toBe('loggedOut');
    expect(getSession()).toMatchObject({ profile: null, espaceId: null });
  });

  it('keeps the stored profile when the server cannot be reached', async () => {
    await signedIn();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const { verifySession, getSession } = await load();
    await expect(verifySession()).resolves.toBe('offline');
    expect(getSession()).toMatchObject({ profile: { username: 'admin@demo.fr' }, espaceId: 'e1' });
  });

  it('updates the profile and drops a cemetery the user no longer sees', async () => {
    await signedIn();
    const fewer = [{ ...groups[0], espaces: [groups[0]!.espaces[1]] }];
    serve({
      '/api/token/refresh': () => json(200, tokenBody),
      '/api/users/currentUser': () => json(200, { ...user, roles: ['ROLE_SOUS_ADMIN'], impersonator: null }),
      '/api/users/espaces': () => json(200, fewer),
    });
    const { verifySession, getSession } = await load();
    await expect(verifySession()).resolves.toBe('verified');
    expect(getSession().profile?.roles).toEqual(['ROLE_SOUS_ADMIN']);
    expect(getSession().espaceId).toBeNull();
  });
});

describe('impersonation', () => {
  it('acts as the user with x-switch-user, then restores the administrator', async () => {
    const agent = { ...user, id: 'u2', username: 'agent@demo.fr', roles: ['ROLE_SOUS_ADMIN'] };
    serve({
      '/api/login_check': () => json(200, tokenBody),
      '/api/users/espaces': () => json(200, groups),
      '/api/users/currentUser': () => json(200, { ...agent, impersonator: { id: 'u1', username: 'admin@demo.fr' } }),
    });
    const { signIn, loadProfile, startImpersonation, stopImpersonation, getSession } = await load();
    await loadProfile((await signIn('admin@demo.fr', 'demo2026')).data);
    await startImpersonation('agent@demo.fr');
    expect(getSession().profile?.username).toBe('agent@demo.fr');
    expect(seen.find((s) => s.url === '/api/users/currentUser')?.headers.get('x-switch-user')).toBe('agent@demo.fr');
    await stopImpersonation();
    expect(getSession().impersonation).toBeNull();
    expect(getSession().profile?.username).toBe('admin@demo.fr');
    expect(seen.at(-1)?.headers.get('x-switch-user')).toBeNull();
  });

  it('a new sign-in drops an old marker', async () => {
    serve({ '/api/login_check': () => json(200, tokenBody), '/api/users/espaces': () => json(200, groups) });
    const { signIn, saveImpersonation, getSession } = await load();
    await saveImpersonation({ username: 'agent@demo.fr', realProfile: { ...user, espaces: [] } });
    await signIn('admin@demo.fr', 'demo2026');
    expect(getSession().impersonation).toBeNull();
  });
});
