/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell (HTML, every JS chunk of every screen, CSS, icons) is precached, so after one visit the app
// opens with no network at all.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client-side route opens the precached shell. /api is never handled here: the server is the source of
// truth, the sync worker owns delivery and retries, and a cached or replayed API answer would lie to it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// A new version waits (registerType 'prompt') until the page, after its update guard agreed, asks for it.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take control of open pages on activation: on first install the page that installed us is served offline
// from then on; on an update it fires controllerchange, which the page answers by reloading.
clientsClaim();
