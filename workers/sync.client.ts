import { proxy, wrap } from 'comlink';
import { displayName, getAccessToken, getSession, refreshAccessToken, subscribeSession } from '../src/platform/session';
import { isApiError, isNetworkError } from '../src/platform/errors';
import { passGate, reportReachability } from '../src/platform/networkGate';
import { getReplica } from '../src/replica/db';
import { onEnqueued } from '../src/replica/events';
import { requestPersistence } from '../src/replica/storage';
import type { CycleOutcome } from '../src/replica/sync/engine';
import { SyncScheduler } from '../src/replica/sync/scheduler';
import type { MainThreadTokens, SyncWorkerApi } from './sync.types';

/**
 * Main-thread API of the sync worker: starts one scheduler per open cemetery, wires the triggers of
 * DESIGN §5 (start, back online, after each change, every 60 s while visible, the button) and hands the
 * worker a token provider. Where Worker is missing, the same runner runs on the main thread.
 */

const tokens: MainThreadTokens = {
  async getAccessToken() {
    return getAccessToken() ?? (await tokens.refreshAccessToken().then((t) => (t === 'expired' || t === 'offline' ? null : t)));
  },
  async refreshAccessToken() {
    // The sync's refresh is its probe (issue 14): while the network is known gone, it is the one request
    // that may leave, one at a time; any other refresh waits for its outcome or the 'online' event.
    let pass;
    try {
      pass = await passGate('probe');
    } catch {
      return 'offline';
    }
    try {
      const token = await refreshAccessToken();
      pass.reached();
      return token;
    } catch (error) {
      if (isNetworkError(error)) pass.unreachable();
      else pass.reached();
      return isApiError(error, 401) ? 'expired' : 'offline';
    }
  },
  async switchUser() {
    return getSession().impersonation?.username ?? null;
  },
  async currentUser() {
    const profile = getSession().profile;
    return profile ? { userId: profile.id, name: displayName(profile) } : null;
  },
};

let api: Promise<SyncWorkerApi> | null = null;

function workerApi(): Promise<SyncWorkerApi> {
  api ??= (async () => {
    let remote: SyncWorkerApi;
    if (typeof Worker === 'function') {
      const worker = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
      remote = wrap<SyncWorkerApi>(worker) as unknown as SyncWorkerApi;
      await remote.configure({ baseUrl: '' }, proxy(tokens));
    } else {
      // No worker (very old browser): same code in this thread; the screen may pause during a bootstrap.
      const { createSyncRunner } = await import('./syncRunner');
      remote = createSyncRunner();
      await remote.configure({ baseUrl: '' }, tokens);
    }
    return remote;
  })();
  return api;
}

interface Running {
  scheduler: SyncScheduler;
  users: number;
  cleanup: () => void;
}

const running = new Map<string, Running>();

async function runOnce(espaceId: string): Promise<CycleOutcome> {
  const report = await (await workerApi()).sync(espaceId);
  // The cycle is the app's probe: what it found opens or closes the gate of the screens' requests.
  if (report.outcome === 'offline') reportReachability('unreachable');
  else if (report.outcome === 'ok' || report.outcome === 'session') reportReachability('reached');
  return report.outcome;
}

/**
 * Starts syncing a cemetery (idempotent, counted: call the returned stop once per start).
 * Also asks for persistent storage at the first opening of this cemetery on the device.
 */
export function startSync(espaceId: string): () => void {
  let entry = running.get(espaceId);
  if (!entry) {
    const scheduler = new SyncScheduler({
      run: () => runOnce(espaceId),
      visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
    });
    const online = () => scheduler.trigger('online');
    const visible = () => {
      if (document.visibilityState === 'visible') scheduler.trigger('interval');
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    const offEnqueue = onEnqueued((id) => {
      if (id === espaceId) scheduler.trigger('enqueue');
    });
    // Signing in again after an expiry resumes a paused sync at once; so does another user signing in on
    // this device (what is sent depends on who is signed in: only their own changes go).
    let userId = getSession().profile?.id ?? null;
    const offSession = subscribeSession(() => {
      const now = getSession().profile?.id ?? null;
      const changed = now !== userId;
      userId = now;
      if ((scheduler.isPaused || changed) && now && !getSession().expired) scheduler.resume();
    });
    entry = {
      scheduler,
      users: 0,
      cleanup: () => {
        window.removeEventListener('online', online);
        document.removeEventListener('visibilitychange', visible);
        offEnqueue();
        offSession();
        scheduler.stop();
      },
    };
    running.set(espaceId, entry);
    void requestPersistence(getReplica(espaceId)).catch(() => null);
    scheduler.start();
  }
  entry.users++;
  const current = entry;
  return () => {
    current.users--;
    if (current.users === 0) {
      current.cleanup();
      running.delete(espaceId);
    }
  };
}

/** The 'Synchroniser' button: runs now, past any backoff or pause. */
export async function syncNow(espaceId: string): Promise<CycleOutcome> {
  const entry = running.get(espaceId);
  if (entry) return entry.scheduler.runNow('manual');
  return runOnce(espaceId);
}

/** Stops every scheduler, before a wipe at logout. */
export function stopAllSync(): void {
  for (const entry of running.values()) entry.cleanup();
  running.clear();
}
