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
