import { getReplica, setReplicaScope } from '../src/replica/db';
import { runCycle, type CycleReport } from '../src/replica/sync/engine';
import { withSyncLock } from '../src/replica/sync/lock';
import { createHttpTransport, type HttpSyncTransport } from '../src/replica/sync/transport';
import { NetworkError } from '../src/platform/errors';
import { createMediaDownloads } from './mediaDownloads';
import type { MainThreadTokens, SyncWorkerApi, SyncWorkerConfig } from './sync.types';

/**
 * The worker's API, as a plain object so the main thread can run it in place when Worker is missing
 * (the fallback of sync.client.ts) and tests can call it directly.
 */
export function createSyncRunner(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): SyncWorkerApi {
  let transport: HttpSyncTransport | null = null;
  let config: SyncWorkerConfig = { baseUrl: '' };
  let provider: MainThreadTokens | null = null;
  const media = createMediaDownloads();

  return {
    async configure(next, tokens: MainThreadTokens) {
      config = next;
      provider = tokens;
      transport = createHttpTransport({
        fetch: fetchImpl,
        baseUrl: next.baseUrl,
        tokens: {
          getAccessToken: () => tokens.getAccessToken(),
          async refreshAccessToken() {
            const answer = await tokens.refreshAccessToken();
            if (answer === 'offline') throw new NetworkError();
            return answer === 'expired' ? null : answer;
          },
        },
        switchUser: () => tokens.switchUser(),
      });
    },
    async sync(espaceId): Promise<CycleReport> {
      if (!transport || !provider) throw new Error('Synchronisation non configurée.');
      const t = transport;
      const user = await provider.currentUser();
      // The impersonated user's cycle works on that user's own replica (src/replica/db.ts).
      const switchUser = await provider.switchUser();
      setReplicaScope(switchUser ? switchUser.trim().toLowerCase() : null);
      if (!user) return { outcome: 'session', uploaded: 0, applied: 0, refused: 0, pulled: 0, message: 'Connectez-vous pour synchroniser.' };
      const db = getReplica(espaceId, 'relaxed');
      const report = await withSyncLock(espaceId, () =>
        runCycle(db, t, {
          user,
          ...(config.batchSize ? { batchSize: config.batchSize } : {}),
          ...(config.pullLimit ? { pullLimit: config.pullLimit } : {}),
        }),
      );
      // The rows are there: the files they link follow in the background, outside the cycle's lock, so a
      // change made meanwhile is sent at once (issue 29).
      if (report.outcome === 'ok') media.start(db, (sha) => t.getMedia(sha));
      return report;
    },
  };
}
