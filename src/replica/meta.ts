import type { ReplicaDb } from './db';
import { CURRENT_SCHEMA_VERSION } from './schema';
import type { MetaKey, MetaValues } from './types';

const DEFAULTS: { [K in MetaKey]: () => MetaValues[K] } = {
  cursor: () => 0,
  lastSyncAt: () => null,
  clientId: () => crypto.randomUUID(),
  nextSeq: () => 1,
  schemaVersion: () => CURRENT_SCHEMA_VERSION,
  syncState: () => null,
  bootstrap: () => null,
  needsRebuild: () => false,
  persistAsked: () => false,
};

/** Reads a device setting; inside a transaction that includes `meta` it joins that transaction. */
export async function getMeta<K extends MetaKey>(db: ReplicaDb, key: K): Promise<MetaValues[K]> {
  const rec = await db.meta.get(key);
  return rec === undefined ? DEFAULTS[key]() : (rec.value as MetaValues[K]);
}

export async function setMeta<K extends MetaKey>(db: ReplicaDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}

/**
 * The device's id for this cemetery database, made once and shared by every tab (DESIGN §5: one
 * clientId per device database). Made in a transaction so two tabs opening together agree.
 */
export async function getClientId(db: ReplicaDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const rec = await db.meta.get('clientId');
    if (rec) return rec.value as string;
    const clientId = crypto.randomUUID();
    await db.meta.put({ key: 'clientId', value: clientId });
    return clientId;
  });
}

/** Takes the next mutation seq; call inside the enqueue transaction so seq and outbox commit together. */
export async function takeSeq(db: ReplicaDb): Promise<number> {
  const seq = await getMeta(db, 'nextSeq');
  await setMeta(db, 'nextSeq', seq + 1);
  return seq;
}
