import type { ReplicaDb } from './db';
import { getMeta, setMeta } from './meta';
import { formatDecimalFr } from '../domain/formatNumber';

/**
 * Asks the browser to keep this origin's data under storage pressure (DESIGN §5): without it, an
 * evicted replica would lose the outbox, the only copy of offline work. Asked once per cemetery
 * database, at its first opening; the answer is the browser's and may be no.
 */
export async function requestPersistence(db: ReplicaDb): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return null;
  if (await getMeta(db, 'persistAsked')) return storage.persisted ? storage.persisted() : null;
  const granted = await storage.persist();
  await setMeta(db, 'persistAsked', true);
  return granted;
}

export interface StorageInfo {
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
}

/** Storage used and left on this device, for the status panel. */
export async function storageInfo(): Promise<StorageInfo> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
  const persisted = storage?.persisted ? await storage.persisted().catch(() => null) : null;
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/** '12,3 Mo' */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'inconnu';
  const units = ['o', 'Ko', 'Mo', 'Go', 'To'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatDecimalFr(value, unit === 0 ? 0 : 1)} ${units[unit]}`;
}
