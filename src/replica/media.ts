import type { ReplicaDb } from './db';
import { ensureRoomFor, quotaSafe } from './quota';
import type { MediaBlob } from './types';

/** Hex SHA-256 of a blob: the media's name on the server, which checks it on upload (DESIGN §5). */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps a photo or document on the device at once, before any network: until the server acknowledges
 * it, this blob is the only copy. Storing the same content twice keeps one copy and its upload state. A new
 * blob that would leave less than the records' headroom is refused (ensureRoomFor), so the user's other
 * changes can still be saved.
 */
export async function storeMedia(db: ReplicaDb, blob: Blob, now: Date = new Date()): Promise<MediaBlob> {
  const sha256 = await sha256Hex(blob);
  const known = await db.mediaBlobs.get(sha256);
  if (known) return known;
  await ensureRoomFor(blob.size);
  return quotaSafe(() =>
    db.transaction('rw', db.mediaBlobs, async () => {
      const existing = await db.mediaBlobs.get(sha256);
      if (existing) return existing;
      const entry: MediaBlob = {
        sha256,
        blob,
        mime: blob.type || 'application/octet-stream',
        size: blob.size,
        state: 'pending',
        createdAt: now.toISOString(),
      };
      await db.mediaBlobs.put(entry);
      return entry;
    }),
  );
}

/** The blob of a media for display, wherever it is in its upload. */
export async function getMediaBlob(db: ReplicaDb, sha256: string): Promise<Blob | undefined> {
  return (await db.mediaBlobs.get(sha256))?.blob;
}

/** Media not yet acknowledged by the server, oldest first. */
export async function pendingMedia(db: ReplicaDb): Promise<MediaBlob[]> {
  return db.mediaBlobs.where('state').equals('pending').sortBy('createdAt');
}

export async function markMediaUploaded(db: ReplicaDb, sha256: string): Promise<void> {
  await db.mediaBlobs.update(sha256, { state: 'uploaded' });
}

/** SHA-256 values found anywhere in mutation args (any string of 64 lower-case hex digits). */
export function mediaRefs(args: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      // Any SHA-256 in the args is a file reference, whatever its field is called (acteConcession,
      // autorisation...): a blob this device holds must be uploaded before the mutation naming it.
      if (/^[0-9a-f]{64}$/.test(value)) found.add(value);
    } else if (Array.isArray(value)) {
      for (const v of value) visit(v);
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) visit(v);
    }
  };
  visit(args);
  return [...found];
}

/**
 * Forgets a stored blob that no photo or document row links (its link was refused): it would otherwise
 * take space and be uploaded for nothing. A blob that some row links, or that is already uploaded, stays.
 */
export async function discardUnlinkedMedia(db: ReplicaDb, sha256: string): Promise<void> {
  await db.transaction('rw', [db.media, db.documents, db.mediaBlobs], async () => {
    const photos = await db.media.where('sha256').equals(sha256).count();
    // documents has no index on mediaSha256 (a schema version for one lookup on a refusal is not worth it):
    // a scan of one cemetery's documents.
    const documents = photos > 0 ? 0 : await db.documents.filter((d) => d.mediaSha256 === sha256 && !d.deletedAt).count();
    const blob = await db.mediaBlobs.get(sha256);
    if (photos === 0 && documents === 0 && blob?.state === 'pending') await db.mediaBlobs.delete(sha256);
  });
}
