import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { assertHash, SHA256_HEX, type MediaStore } from './store';

/**
 * Bytes as files under DATA_DIR/media/<sha256> (the default store). Each write goes to its own temp file in
 * DATA_DIR/media/.incoming (a unique name: concurrent uploads of the same bytes once shared one and most of
 * them failed), is flushed to disk, then renamed over the final name. A rename is atomic on one file system,
 * so a reader or a crash never meets a half file under a valid hash, and the last of several identical
 * writers simply replaces identical bytes.
 */
export function createFsMediaStore(dataDir: string): MediaStore {
  const dir = join(dataDir, 'media');
  const incoming = join(dir, '.incoming');
  const pathOf = (sha256: string) => join(dir, sha256);

  async function sizeOf(sha256: string): Promise<number | null> {
    return stat(pathOf(sha256)).then((s) => (s.isFile() ? s.size : null), () => null);
  }

  return {
    kind: 'file',
    async write(sha256, bytes) {
      assertHash(sha256);
      if ((await sizeOf(sha256)) === bytes.byteLength) return;
      await mkdir(incoming, { recursive: true });
      const tmp = join(incoming, `${sha256}.${randomUUID()}`);
      try {
        const handle = await open(tmp, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(tmp, pathOf(sha256));
      } catch (error) {
        await unlink(tmp).catch(() => undefined);
        throw error;
      }
    },
    async read(sha256) {
      if (!SHA256_HEX.test(sha256)) return null;
      // Open first and stat the open file: a missing file is null, never an error half-way through a reply.
      const handle = await open(pathOf(sha256), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(sha256) {
      return SHA256_HEX.test(sha256) && (await sizeOf(sha256)) !== null;
    },
    async close() {},
  };
}
