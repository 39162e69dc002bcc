import type { Readable } from 'node:stream';
import type { Db } from '../db/client';
import { findFile, recordFile, recordOwners } from './files.repository';
import { sha256Hex, type MediaStore } from './store';

export interface SaveInput {
  bytes: Uint8Array;
  /** The type read from the bytes by the caller (sync/mediaType.ts), never the declared one. */
  mime: string;
  /** The municipalities the bytes are uploaded for: they may link and read them from now on. */
  owners: readonly string[];
  uploadedBy: string | null;
}

/**
 * Stores verified bytes and says who owns them (DESIGN §8). The bytes are written before their media_files
 * row, so a recorded file always has its bytes, and every step is idempotent: any number of identical
 * uploads, concurrent or not, from any process, leave one object, one row and one owner per municipality.
 */
export async function saveMedia(db: Db, store: MediaStore, input: SaveInput): Promise<{ sha256: string; size: number; created: boolean }> {
  const sha256 = sha256Hex(input.bytes);
  const size = input.bytes.byteLength;
  await store.write(sha256, input.bytes, input.mime);
  const created = await db.transaction(async (tx) => {
    const fresh = await recordFile(tx, { sha256, mime: input.mime, size, storage: store.kind });
    await recordOwners(tx, sha256, input.owners, input.uploadedBy);
    return fresh;
  });
  return { sha256, size, created };
}

/** The recorded file with its bytes as a stream, or null. The caller has checked that the user may read it. */
export async function openMedia(db: Db, store: MediaStore, sha256: string): Promise<{ stream: Readable; mime: string; size: number } | null> {
  const file = await findFile(db, sha256);
  if (!file) return null;
  const stored = await store.read(sha256);
  return stored ? { stream: stored.stream, mime: file.mime, size: file.size } : null;
}
