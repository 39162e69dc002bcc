import type { ReplicaDb } from './db';
import { CURRENT_SCHEMA_VERSION } from './schema';
import { DEFAULT_MEDIA_BUDGET } from '../domain/sync/mediaDownload';
import type { MetaKey, MetaValues, SeqChain } from './types';

const DEFAULTS: { [K in MetaKey]: () => MetaValues[K] } = {
  cursor: () => 0,
  lastSyncAt: () => null,
  chains: () => ({}),
  schemaVersion: () => CURRENT_SCHEMA_VERSION,
  syncState: () => null,
  bootstrap: () => null,
  needsRebuild: () => false,
  persistAsked: () => false,
  mediaProgress: () => null,
  mediaBudget: () => DEFAULT_MEDIA_BUDGET,
  mediaUnavailable: () => [],
  planSnapshot: () => null,
  planSnapshotStamp: () => null,
  planFirstDraw: () => null,
  planRaster: () => null,
  planPictures: () => [],
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
 * Seq chains, one per author on this device database (DESIGN §5 numbers a device's mutations; issue 13 makes
 * it per author). Why not one chain per device: user A's changes are held while A is away (only A sends
 * them), and if user B's later changes followed them in one chain, the server would refuse B's push for the
 * gap until A came back. Why a clientId per author rather than a server seq per (client, user): the server's
 * order and exactly-once rules stay as they were (client_seqs by clientId, applied ids), and an administrator
 * taking A's changes over sends them on A's chain, in A's order, with their seqs unchanged. Call inside a
 * transaction that includes `meta` (enqueue's, or chainOf's own) so two tabs agree.
 */
async function readChain(db: ReplicaDb, authorId: string): Promise<{ chains: Record<string, SeqChain>; chain: SeqChain }> {
  const chains = await getMeta(db, 'chains');
  const known = chains[authorId];
  if (known) return { chains, chain: known };
  const chain: SeqChain = { clientId: crypto.randomUUID(), nextSeq: 1 };
  await setMeta(db, 'chains', { ...chains, [authorId]: chain });
  return { chains: { ...chains, [authorId]: chain }, chain };
}

/** The author's chain on this database, made at its first use (in a transaction: tabs agree on it). */
export async function chainOf(db: ReplicaDb, authorId: string): Promise<SeqChain> {
  return db.transaction('rw', db.meta, async () => (await readChain(db, authorId)).chain);
}

/** Takes the author's next mutation seq; call inside the enqueue transaction so seq and outbox commit together. */
export async function takeSeq(db: ReplicaDb, authorId: string): Promise<number> {
  const { chains, chain } = await readChain(db, authorId);
  await setMeta(db, 'chains', { ...chains, [authorId]: { ...chain, nextSeq: chain.nextSeq + 1 } });
  return chain.nextSeq;
}

/** Sets where the author's chain goes on (after a renumbering); inside a transaction over `meta`. */
export async function setNextSeq(db: ReplicaDb, authorId: string, nextSeq: number): Promise<void> {
  const { chains, chain } = await readChain(db, authorId);
  await setMeta(db, 'chains', { ...chains, [authorId]: { ...chain, nextSeq } });
}

/** Replaces the author's chain (a new clientId after the server refused the old one); inside a transaction over `meta`. */
export async function setChain(db: ReplicaDb, authorId: string, chain: SeqChain): Promise<void> {
  const chains = await getMeta(db, 'chains');
  await setMeta(db, 'chains', { ...chains, [authorId]: chain });
}
