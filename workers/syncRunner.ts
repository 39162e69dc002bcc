import { getReplica } from '../src/replica/db';
import { runCycle, type CycleReport } from '../src/replica/sync/engine';
import { withSyncLock } from '../src/replica/sync/lock';
import { createHttpTransport, type SyncTransport } from '../src/replica/sync/transport';
import { NetworkError } from '../src/platform/errors';
import type { MainThreadTokens, SyncWorkerApi, SyncWorkerConfig } from './sync.types';

/**
 * The worker's API, as a plain object so the main thread can run it in place when Worker is missing
 * (the fallback of sync.client.ts) and tests can call it directly.
 */
export function createSyncRunner(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): SyncWorkerApi {
  let transport: SyncTransport | null = null;
  let config: SyncWorkerConfig = { baseUrl: '' };

  return {
    async configure(next, tokens: MainThreadTokens) {
      config = next;
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
      if (!transport) throw new Error('Synchronisation non configurée.');
      const t = transport;
      return withSyncLock(espaceId, () =>
        runCycle(getReplica(espaceId, 'relaxed'), t, {
          ...(config.batchSize ? { batchSize: config.batchSize } : {}),
          ...(config.pullLimit ? { pullLimit: config.pullLimit } : {}),
        }),
      );
    },
  };
}
