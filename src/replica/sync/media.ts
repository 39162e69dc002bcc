import { ApiError } from '../../platform/errors';
import { splitWork } from '../authors';
import type { ReplicaDb } from '../db';
import { markMediaUploaded, pendingMedia } from '../media';
import type { SyncTransport } from './transport';

/** A refusal that retrying cannot fix (bad type, too large, forbidden), as opposed to a passing failure. */
export function isPermanent(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 409, 429].includes(error.status);
}

/**
 * Uploads the pending blobs, oldest first, before any mutation that links them is pushed (DESIGN §5).
 * PUT is idempotent: a blob the server already has answers OK again. A blob the server refuses for
 * good is marked refused; the mutations that need it are then moved to conflicts by the push step.
 * Network and server errors stop the step: the cycle fails and backs off. Blobs that only other users'
 * changes link wait for their author (issue 13): sent by a read-only user, they would be refused for good.
 */
export async function uploadPendingMedia(db: ReplicaDb, transport: SyncTransport, userId: string): Promise<number> {
  let uploaded = 0;
  const { othersMedia } = await splitWork(db, userId);
  for (const media of await pendingMedia(db)) {
    if (othersMedia.has(media.sha256)) continue;
    try {
      await transport.putMedia(media.sha256, media.blob, media.mime, db.espaceId);
      await markMediaUploaded(db, media.sha256);
      uploaded++;
    } catch (error) {
      if (!isPermanent(error)) throw error;
      await db.mediaBlobs.update(media.sha256, { state: 'refused', lastError: error.message });
    }
  }
  return uploaded;
}
