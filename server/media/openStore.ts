import { createFsMediaStore } from './fsStore';
import { createMemoryMediaStore } from './memoryStore';
import type { MediaStore } from './store';

export interface MediaStoreConfig {
  dataDir: string;
  /** S3_URL (s3Store.ts parseS3Url): when set, the bytes go to that bucket instead of DATA_DIR/media. */
  s3Url?: string | undefined;
}

// An in-memory database keeps its bytes as long as it lives: every app or seeding opened on it shares them.
const memoryStores = new WeakMap<object, MediaStore>();

/**
 * The media store of this configuration: S3-compatible when S3_URL is set, otherwise files in DATA_DIR
 * (DESIGN §8). `database` keys the in-memory store of 'memory://' test servers. The S3 client is loaded
 * only when used.
 */
export async function openMediaStore(config: MediaStoreConfig, database: object): Promise<MediaStore> {
  if (config.s3Url) {
    const { createS3MediaStore, parseS3Url } = await import('./s3Store');
    return createS3MediaStore(parseS3Url(config.s3Url));
  }
  if (config.dataDir !== 'memory://') return createFsMediaStore(config.dataDir);
  let store = memoryStores.get(database);
  if (!store) {
    store = createMemoryMediaStore();
    memoryStores.set(database, store);
  }
  return store;
}
