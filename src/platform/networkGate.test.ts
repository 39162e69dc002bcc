import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 14 on the device's HTTP client: offline, the app kept trying (13 token refreshes, 8 photo downloads and
 * several pulls in two minutes). Once a request finds no network, the next ones do not leave; a background
 * download waits for the browser's 'online' event, then one request goes as the probe, never two at once.
 */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function token(name: string): string {
  const payload = Buffer.from(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + 900 })).toString('base64url');
  return `h.${payload}.${name}`;
}

const authBody = { token: token('a'), data: { id: 'u1', username: 'agent@demo.fr', roles: [], identite: 'Agent', email: null, firstConnection: false } };

let network = false;
let sent: string[];
let inFlight = 0;
let most = 0;
let events: EventTarget;

beforeEach(async () => {
  vi.resetModules();
  await clear();
  network = false;
  sent = [];
  inFlight = 0;
  most = 0;
  events = new EventTarget();
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(url);
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        // A turn of the event loop, so that requests sent together overlap.
        await new Promise((resolve) => setImmediate(resolve));
        if (!network) throw new TypeError('Failed to fetch');
        return url === '/api/token/refresh' ? json(200, authBody) : json(200, { ok: true });
      } finally {
        inFlight -= 1;
      }
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settled = (promise: Promise<unknown>) => promise.then(() => 'ok' as const, (e: Error) => e.name);

describe('apiFetch offline', () => {
  it('after a request found no network, the next ones send nothing, token refreshes included', async () => {
    const { apiFetch } = await import('./http');
    expect(await settled(apiFetch('/api/users/espaces'))).toBe('NetworkError');
    expect(sent).toEqual(['/api/token/refresh']);
    const again = await Promise.all([apiFetch('/api/societes/1'), apiFetch('/api/users/currentUser'), apiFetch('/api/media/x')].map(settled));
    expect(again).toEqual(['NetworkError', 'NetworkError', 'NetworkError']);
    expect(sent).toEqual(['/api/token/refresh']);
  });

  it("background downloads wait for the 'online' event, then one probe goes before the others", async () => {
    const { apiFetch } = await import('./http');
    await settled(apiFetch('/api/users/espaces'));
    sent = [];
    const downloads = ['a', 'b', 'c'].map((sha) => settled(apiFetch(`/api/media/${sha}`, { waitForNetwork: true })));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([]);
    // The browser says online, but the network is still gone: one probe, which fails, and the others keep waiting.
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toEqual(['/api/token/refresh']));
    expect(most).toBe(1);
    expect(await downloads[0]).toBe('NetworkError');
    expect(sent).toEqual(['/api/token/refresh']);
    // Back for real: the next 'online' lets one probe go; once it is answered, the others follow.
    network = true;
    events.dispatchEvent(new Event('online'));
    expect(await Promise.all(downloads.slice(1))).toEqual(['ok', 'ok']);
    expect(sent[0]).toBe('/api/token/refresh');
    expect(sent.filter((u) => u.startsWith('/api/media/')).sort()).toEqual(['/api/media/b', '/api/media/c']);
  });
});
