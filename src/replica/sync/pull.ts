import { DEFAULT_PULL_LIMIT, MAX_PULL_LIMIT } from '../../domain/mutations';
import type { ReplicaDb } from '../db';
import { getMeta, setMeta } from '../meta';
import type { BootstrapProgress } from '../types';
import { applyPullPage } from './applyPull';
import type { SyncTransport } from './transport';

/** Pages of the first pull: bigger pages cost fewer round trips (bench/RESULTS.md); later pulls are small. */
export const BOOTSTRAP_PULL_LIMIT = MAX_PULL_LIMIT;

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
  const start = await getMeta(db, 'cursor');
  const previous = await getMeta(db, 'bootstrap');
  // An interrupted bootstrap resumes from its cursor and keeps counting.
  const bootstrap = start === 0 || (previous !== null && !previous.done);
  let received = start === 0 ? 0 : (previous?.received ?? 0);
  const limit = options.limit ?? (bootstrap ? BOOTSTRAP_PULL_LIMIT : DEFAULT_PULL_LIMIT);
  const report = async (progress: BootstrapProgress): Promise<void> => {
    await setMeta(db, 'bootstrap', progress);
    options.onProgress?.(progress);
  };
  if (bootstrap) await report({ received, estimated: previous?.estimated ?? null, done: false });
  let cursor = start;
  // The next page is asked for while this one is stored: fetching and IndexedDB writes overlap.
  let next = transport.pull(db.espaceId, cursor, limit);
  for (;;) {
    const page = await next;
    if (page.hasMore) {
      next = transport.pull(db.espaceId, page.cursor, limit);
      // If storing fails first, this request's own failure must not surface as unhandled.
      next.catch(() => undefined);
    }
    received += await applyPullPage(db, cursor, page);
    if (bootstrap) {
      const target = options.serverCursor ?? null;
      const estimated = target && page.cursor > 0 ? Math.max(received, Math.round((received * target) / page.cursor)) : null;
      await report({ received, estimated: page.hasMore ? estimated : received, done: !page.hasMore });
    }
    if (!page.hasMore) break;
    // A server that says "more" without moving the cursor would loop forever.
    if (page.cursor <= cursor) throw new Error('Curseur de synchronisation bloqué.');
    cursor = page.cursor;
  }
  return received - (bootstrap && start !== 0 ? (previous?.received ?? 0) : 0);
}
