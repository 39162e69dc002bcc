/// <reference lib="WebWorker" />
import type { PrecacheController } from 'workbox-precaching';

type ManifestEntry = { url: string; revision: string | null };

/**
 * How many files of the shell are fetched at once on install. Workbox fetches them one at a time, and its 276
 * files then took about 11 s on a quiet machine, mostly waiting (about 40 ms each), while the page cannot go
 * offline safely until they are all kept. A handful at a time keeps the server and the device's storage
 * comfortable and cuts that wait (measured in bench/RESULTS.md, "service worker install").
 */
export const PRECACHE_CONCURRENCY = 6;

/**
 * Fills the precache for an install event, a few files at a time, with the controller's own strategy (the same
 * cache keys, the same refusal of a bad answer, which fails the install as a whole as Workbox does). Files whose
 * name carries no hash (a revision in the manifest) bypass the HTTP cache so a stale copy is never kept.
 */
export async function precacheInParallel(
  controller: Pick<PrecacheController, 'getURLsToCacheKeys' | 'strategy'>,
  entries: ManifestEntry[],
  event: ExtendableEvent,
  base: string = self.location.href,
): Promise<void> {
  const revised = new Set(entries.filter((e) => e.revision).map((e) => new URL(e.url, base).href));
  const queue = [...controller.getURLsToCacheKeys()];
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [url, cacheKey] = item;
      const request = new Request(url, { cache: revised.has(url) ? 'reload' : 'default', credentials: 'same-origin' });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, next));
}
