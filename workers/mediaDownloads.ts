import type { ReplicaDb } from '../src/replica/db';
import { downloadMissingMedia } from '../src/replica/mediaDownload';
import { setMeta } from '../src/replica/meta';

/**
 * The background download of a cemetery's photos and documents after a sync cycle (issue 29): one run at a time
 * per replica in this worker (a run fetches a few files at once) and one per replica across tabs (the Web Lock
 * `media-<name>`, taken if free: a tab already downloading is left to it). A run started while one is going is
 * not queued: the running one reads the rows afresh at its next start, which the next cycle gives it.
 */
export function createMediaDownloads(): { start(db: ReplicaDb, fetchMedia: (sha256: string) => Promise<Blob>): void } {
  const running = new Set<string>();
  /** Replicas whose files the server said it lacks were asked again once since this worker started. */
  const retried = new Set<string>();
  return {
    start(db, fetchMedia) {
      if (running.has(db.name)) return;
      running.add(db.name);
      const run = async () => {
        if (!retried.has(db.name)) {
          retried.add(db.name);
          await setMeta(db, 'mediaUnavailable', []);
        }
        await downloadMissingMedia(db, fetchMedia);
      };
      const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
      const guarded = locks ? locks.request(`media-${db.name}`, { ifAvailable: true }, (lock) => (lock ? run() : undefined)) : run();
      void Promise.resolve(guarded)
        .catch(() => undefined)
        .finally(() => running.delete(db.name));
    },
  };
}
