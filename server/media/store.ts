import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of photos, documents and plans live (DESIGN §8: one storage interface, DATA_DIR or
 * S3-compatible). Content-addressed: an object's name is the SHA-256 of its bytes, so storing the same bytes
 * twice changes nothing, and concurrent writers of the same bytes all succeed with one copy kept. The store
 * knows nothing of who may see what: the media_files and media_owners rows (media.repository.ts) say that,
 * and the caller has verified the hash and the type before writing.
 */
export interface MediaStore {
  /** 'file', 's3' or 'memory': recorded in media_files.storage. */
  readonly kind: 'file' | 's3' | 'memory';
  /**
   * Stores the bytes under their hash, atomically: a reader sees the whole object or none. Idempotent, and
   * safe to call concurrently with the same bytes (from this process or another one).
   */
  write(sha256: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The stored bytes as a stream with their size, or null when absent (or not a hash). */
  read(sha256: string): Promise<{ stream: Readable; size: number } | null>;
  exists(sha256: string): Promise<boolean>;
  /** Releases connections (the S3 client's sockets); the store is not used afterwards. */
  close(): Promise<void>;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Object names are hashes only: nothing else can reach a path or a key (no '../', no prefix games). */
export function assertHash(sha256: string): void {
  if (!SHA256_HEX.test(sha256)) throw new Error(`Empreinte de fichier invalide : ${sha256.slice(0, 80)}`);
}

/** Reads a whole stream (tests, small files). */
export async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}
