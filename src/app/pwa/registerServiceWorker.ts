import { Workbox } from 'workbox-window';
import { mayActivateUpdate } from '../../platform/updateGuard';
import { usePwa } from './pwa.store';

let workbox: Workbox | null = null;

/**
 * Registers sw.js (built by vite-plugin-pwa from sw/sw.ts). The service worker is only built for production,
 * so the dev server runs without it. A new version waits until the user accepts the prompt.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => usePwa.getState().setUpdateWaiting(true));
  void workbox.register().catch((error: unknown) => console.error("Échec de l'enregistrement du service worker", error));
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
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  if (workbox) workbox.messageSkipWaiting();
  else (await navigator.serviceWorker.getRegistration())?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  return true;
}
