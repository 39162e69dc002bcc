import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaFiles } from '../db/schema';

/**
 * Content-addressed file store for photos, documents and plans (DESIGN §5 photos): a file lives under its
 * SHA-256, so an upload is idempotent and the same bytes are stored once. Bytes go to DATA_DIR/media/<sha256>
 * on disk, or stay in memory when the data dir is 'memory://' (tests, throw-away servers); either way the
 * media_files row says the file exists, with its type and size.
 */
export interface MediaStore {
  /** Stores bytes and returns their hash; storing the same bytes again changes nothing. */
  put(bytes: Uint8Array, mime: string): Promise<{ sha256: string; size: number; created: boolean }>;
  get(sha256: string): Promise<{ bytes: Uint8Array; mime: string; size: number } | null>;
  has(sha256: string): Promise<boolean>;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// In-memory bytes are kept per database, so every store opened on the same in-memory server sees them.
const memoryFiles = new WeakMap<object, Map<string, Uint8Array>>();

export function createMediaStore(db: Db, dataDir: string): MediaStore {
  const inMemory = dataDir === 'memory://';
  const dir = join(dataDir, 'media');
  let files = memoryFiles.get(db);
  if (inMemory && !files) {
    files = new Map();
    memoryFiles.set(db, files);
  }
  const row = async (sha256: string) => (await db.select().from(mediaFiles).where(eq(mediaFiles.sha256, sha256)).limit(1))[0] ?? null;

  async function writeBytes(sha256: string, bytes: Uint8Array): Promise<void> {
    if (files) {
      files.set(sha256, bytes);
      return;
    }
    const path = join(dir, sha256);
    const exists = await stat(path).then((s) => s.size === bytes.byteLength, () => false);
    if (exists) return;
    await mkdir(dir, { recursive: true });
    // Write then rename, so a crash never leaves a half file under a valid hash.
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
  }

  return {
    async put(bytes, mime) {
      const sha256 = sha256Hex(bytes);
      await writeBytes(sha256, bytes);
      const inserted = await db
        .insert(mediaFiles)
        .values({ sha256, mime, size: bytes.byteLength, storage: inMemory ? 'memory' : 'file' })
        .onConflictDoNothing()
        .returning({ sha256: mediaFiles.sha256 });
      return { sha256, size: bytes.byteLength, created: inserted.length > 0 };
    },
    async get(sha256) {
      if (!SHA256_HEX.test(sha256)) return null;
      const meta = await row(sha256);
      if (!meta) return null;
      const bytes = files ? files.get(sha256) : await readFile(join(dir, sha256)).catch(() => undefined);
      return bytes ? { bytes: new Uint8Array(bytes), mime: meta.mime, size: meta.size } : null;
    },
    async has(sha256) {
      return SHA256_HEX.test(sha256) && (await row(sha256)) !== null;
    },
  };
}
