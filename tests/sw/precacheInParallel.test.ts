import { describe, expect, it } from 'vitest';
import type { PrecacheController } from 'workbox-precaching';
import { PRECACHE_CONCURRENCY, precacheInParallel } from '../../sw/precacheInParallel';

const BASE = 'https://cimetiere.example/';

/** A controller whose strategy records each install request, answering after a tick so several can overlap. */
function fakeController(urls: string[], failOn?: string) {
  const seen: Array<{ url: string; cache: RequestCache; cacheKey: string }> = [];
  let running = 0;
  let mostAtOnce = 0;
  const keys = new Map(urls.map((u) => [new URL(u, BASE).href, `${new URL(u, BASE).href}?k`]));
  const strategy = {
    handleAll({ request, params }: { request: Request; params: { cacheKey: string } }) {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      const done = new Promise<Response>((resolve, reject) =>
        setTimeout(() => {
          running--;
          seen.push({ url: request.url, cache: request.cache, cacheKey: params.cacheKey });
          if (request.url === failOn) reject(new Error('bad-precaching-response'));
          else resolve(new Response('ok'));
        }, 1),
      );
      return [done, done.then(() => undefined)];
    },
  };
  const controller = { getURLsToCacheKeys: () => keys, strategy } as unknown as Pick<PrecacheController, 'getURLsToCacheKeys' | 'strategy'>;
  return { controller, seen, mostAtOnce: () => mostAtOnce };
}

describe('precacheInParallel (service worker install)', () => {
  const entries = [
    { url: 'index.html', revision: 'abc' },
    ...Array.from({ length: 40 }, (_, i) => ({ url: `assets/chunk-${i}-H4sH.js`, revision: null })),
    { url: 'manifest.webmanifest', revision: 'def' },
  ];

  it('keeps every file of the manifest once, under its own cache key, a bounded number at a time', async () => {
    const fake = fakeController(entries.map((e) => e.url));
    await precacheInParallel(fake.controller, entries, {} as ExtendableEvent, BASE);
    expect(fake.seen.map((s) => s.url).sort()).toEqual(entries.map((e) => new URL(e.url, BASE).href).sort());
    expect(fake.seen.every((s) => s.cacheKey === `${s.url}?k`)).toBe(true);
    expect(fake.mostAtOnce()).toBe(PRECACHE_CONCURRENCY);
  });

  it('asks the network again for files named without a hash, and lets the HTTP cache serve hashed ones', async () => {
    const fake = fakeController(entries.map((e) => e.url));
    await precacheInParallel(fake.controller, entries, {} as ExtendableEvent, BASE);
    const mode = (u: string) => fake.seen.find((s) => s.url === new URL(u, BASE).href)?.cache;
    expect(mode('index.html')).toBe('reload');
    expect(mode('manifest.webmanifest')).toBe('reload');
    expect(mode('assets/chunk-7-H4sH.js')).toBe('default');
  });

  it('fails the install when one answer cannot be kept, as Workbox does', async () => {
    const fake = fakeController(entries.map((e) => e.url), new URL('assets/chunk-3-H4sH.js', BASE).href);
    await expect(precacheInParallel(fake.controller, entries, {} as ExtendableEvent, BASE)).rejects.toThrow('bad-precaching-response');
  });
});
