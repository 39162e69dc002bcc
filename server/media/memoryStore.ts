import { Readable } from 'node:stream';
import { assertHash, SHA256_HEX, type MediaStore } from './store';

/**
 * Bytes in this process's memory: only for DATA_DIR 'memory://', the in-memory database of tests and
 * throw-away servers (which lives in one process anyway). Never chosen for a real deployment.
 */
export function createMemoryMediaStore(): MediaStore {
  const files = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    async write(sha256, bytes) {
      assertHash(sha256);
      if (!files.has(sha256)) files.set(sha256, new Uint8Array(bytes));
    },
    async read(sha256) {
      const bytes = SHA256_HEX.test(sha256) ? files.get(sha256) : undefined;
      return bytes ? { stream: Readable.from([Buffer.from(bytes)]), size: bytes.byteLength } : null;
    },
    async exists(sha256) {
      return files.has(sha256);
    },
    async close() {},
  };
}
