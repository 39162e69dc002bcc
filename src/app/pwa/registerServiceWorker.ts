import { Workbox } from 'workbox-window';
import { mayActivateUpdate } from '../../platform/updateGuard';
import { usePwa } from './pwa.store';

/** A tablet may keep the app open for days: look for a new version this often, and when the network returns. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function markWaiting(): void {
  usePwa.getState().setUpdateWaiting(true);
}

/**
 * workbox-window stops listening after an update it did not start itself (an "external" one, e.g. found by
 * the hourly check), so the registration is watched directly as well.
 */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) markWaiting();
  };
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') check();
    });
  });
  check();
  const update = () => void registration.update().catch(() => undefined);
  setInterval(update, UPDATE_CHECK_MS);
  window.addEventListener('online', update);
}

/**
 * Registers sw.js (built by vite-plugin-pwa from sw/sw.ts). The service worker is only built for production,
 * so the dev server runs without it. A new version waits until the user accepts the prompt.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', markWaiting);
  workbox
    .register()
    .then((registration) => {
      if (registration) watchForUpdates(registration);
    })
    .catch((error: unknown) => console.error("Échec de l'enregistrement du service worker", error));
}

/**
 * 'Recharger': asks the update guard (the sync engine delays while its outbox is not empty), then tells the
 * waiting worker to take over and reloads once it controls the page. Returns false when deferred.
 */
export async function applyUpdate(): Promise<boolean> {
  if (!(await mayActivateUpdate())) {
    usePwa.getState().setUpdateDeferred(true);
    return false;
  }
  usePwa.getState().setUpdateDeferred(false);
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) {
    // Another tab already activated it: this page only needs the new code.
    window.location.reload();
    return true;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return true;
}
