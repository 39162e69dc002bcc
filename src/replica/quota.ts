/** The French message when IndexedDB refuses a write for lack of space. */
export const QUOTA_MESSAGE = "Espace de stockage insuffisant sur cet appareil : la modification n'a pas été enregistrée.";

export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor(cause?: unknown) {
    super(QUOTA_MESSAGE, { cause });
  }
}

/** True for the quota errors of IndexedDB, raw (DOMException) or wrapped by Dexie. */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError') return true;
    const inner = (e as { inner?: unknown }).inner;
    e = inner ?? (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write and turns a quota error into a clear French one. The write is one transaction, so
 * IndexedDB has already rolled it back: nothing is left half-written.
 */
export async function quotaSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}

/**
 * Room kept on the device for the user's records: a photo or a file is refused when storing it would leave
 * less than this. Without it, the last photo that fits fills the quota and the next abandonment state or
 * note is refused too (Chromium checks writes against a usage figure that lags behind); an outbox entry
 * weighs about 1 KB, so 5 MiB keeps thousands of changes possible.
 */
export const RECORDS_HEADROOM_BYTES = 5 * 1024 * 1024;

type Estimate = () => Promise<{ usage?: number; quota?: number }>;

function browserEstimate(): Estimate | null {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  return storage?.estimate ? () => storage.estimate() : null;
}

/**
 * Refuses (StorageFullError) a blob of this size when the browser's estimate says it would eat into the
 * records' headroom. No estimate, no refusal: IndexedDB's own quota error is still turned into the same
 * message by quotaSafe.
 */
export async function ensureRoomFor(bytes: number, estimate: Estimate | null = browserEstimate()): Promise<void> {
  if (!estimate) return;
  const { usage, quota } = await estimate().catch(() => ({ usage: undefined, quota: undefined }));
  if (usage === undefined || quota === undefined) return;
  if (quota - usage < bytes + RECORDS_HEADROOM_BYTES) throw new StorageFullError();
}
