/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { precacheInParallel } from './precacheInParallel';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell (HTML, every JS chunk of every screen, CSS, icons) is precached, so after one visit the app
// opens with no network at all. Workbox's own install fetches one file at a time: ours fetches a few at once
// into the same cache, with the same keys, so its routes and clean-up work unchanged.
const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);
self.addEventListener('install', (event) => event.waitUntil(precacheInParallel(precache, manifest, event)));
// activate() keeps the event alive itself while it deletes what the new manifest no longer lists.
self.addEventListener('activate', (event) => void precache.activate(event));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// Every client-side route opens the precached shell. /api is never handled here: the server is the source of
// truth, the sync worker owns delivery and retries, and a cached or replayed API answer would lie to it.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// A new version waits (registerType 'prompt') until the page, after its update guard agreed, asks for it.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take control of open pages on activation: on first install the page that installed us is served offline
// from then on; on an update it fires controllerchange, which the page answers by reloading.
clientsClaim();
