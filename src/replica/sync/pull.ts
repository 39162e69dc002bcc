import { DEFAULT_PULL_LIMIT } from '../../domain/mutations';
import type { ReplicaDb } from '../db';
import { getMeta, setMeta } from '../meta';
import type { BootstrapProgress } from '../types';
import { applyPullPage } from './applyPull';
import type { SyncTransport } from './transport';

export interface PullOptions {
  limit?: number;
  /** The server's change counter when known (from the push): the bootstrap's estimate of the total. */
  serverCursor?: number | null;
  onProgress?: (progress: BootstrapProgress) => void;
}

/**
 * Pulls by cursor until `hasMore` is false (DESIGN §5). From cursor 0 this is the bootstrap: its
 * progress (rows received / estimated) is stored in `meta.bootstrap` for every tab's progress bar.
 * The estimate extrapolates the rows received so far by how far the cursor went towards the server's
 * counter: each row holds one seq, so the counter bounds the row count and the ratio tracks it.
 */
export async function pullAll(db: ReplicaDb, transport: SyncTransport, options: PullOptions = {}): Promise<number> {
  const limit = options.limit ?? DEFAULT_PULL_LIMIT;
  const start = await getMeta(db, 'cursor');
  const previous = await getMeta(db, 'bootstrap');
  // An interrupted bootstrap resumes from its cursor and keeps counting.
  const bootstrap = start === 0 || (previous !== null && !previous.done);
  let received = start === 0 ? 0 : (previous?.received ?? 0);
  const report = async (progress: BootstrapProgress): Promise<void> => {
    await setMeta(db, 'bootstrap', progress);
    options.onProgress?.(progress);
  };
  if (bootstrap) await report({ received, estimated: previous?.estimated ?? null, done: false });
  for (;;) {
    const cursor = await getMeta(db, 'cursor');
    const page = await transport.pull(db.espaceId, cursor, limit);
    received += await applyPullPage(db, cursor, page);
    if (bootstrap) {
      const target = options.serverCursor ?? null;
      const estimated = target && page.cursor > 0 ? Math.max(received, Math.round((received * target) / page.cursor)) : null;
      await report({ received, estimated: page.hasMore ? estimated : received, done: !page.hasMore });
    }
    if (!page.hasMore) break;
    // A server that says "more" without moving the cursor would loop forever.
    if (page.cursor <= cursor) throw new Error('Curseur de synchronisation bloqué.');
  }
  return received - (bootstrap && start !== 0 ? (previous?.received ?? 0) : 0);
}
