import { Dexie, type EntityTable, type Table } from 'dexie';
import { getReplicaScope, replicaName } from './scope';
import { SCHEMA_VERSIONS, type ReplicaTableName, type SchemaVersion } from './schema';
import type { ConflictEntry, MediaBlob, MetaRecord, OutboxEntry, ReplicaRow, Shadow } from './types';

/** Where IndexedDB comes from: the browser's by default, fake-indexeddb in tests. */
export interface IndexedDbDeps {
  indexedDB?: { open: IDBFactory['open'] } | IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export interface OpenReplicaOptions extends IndexedDbDeps {
  /** Schema versions; tests pass a later one to check upgrades. */
  versions?: readonly SchemaVersion[];
  /** 'strict' (default) for the user's writes; the sync worker's connection may relax it (see getReplica). */
  durability?: Durability;
  /** Whose replica (see setReplicaScope); the context's current scope when absent. */
  scope?: string | null;
}

export type Durability = 'strict' | 'relaxed';

/** One IndexedDB database per cemetery (docs/CONTRACTS.md: `cimetiere-<espaceId>`). */
export type ReplicaDb = Dexie & {
  [T in ReplicaTableName]: EntityTable<ReplicaRow, 'id'>;
} & {
  outbox: EntityTable<OutboxEntry, 'localId'>;
  conflicts: EntityTable<ConflictEntry, 'id'>;
  mediaBlobs: EntityTable<MediaBlob, 'sha256'>;
  meta: EntityTable<MetaRecord, 'key'>;
  shadows: Table<Shadow, [string, string]>;
  espaceId: string;
};

export { getReplicaScope, replicaName, SCOPE_SEPARATOR, setReplicaScope } from './scope';

export const REPLICA_PREFIX = 'cimetiere-';

/**
 * Opens (lazily, on first use) the replica of a cemetery. Durability is 'strict' by default: Chromium
 * relaxes it by default since v121, which lets a crash lose the last committed writes, and the outbox is
 * the only copy of the user's work until the server acknowledges it.
 */
export function createReplicaDb(espaceId: string, options: OpenReplicaOptions = {}): ReplicaDb {
  const db = new Dexie(replicaName(espaceId, options.scope === undefined ? getReplicaScope() : options.scope), {
    chromeTransactionDurability: options.durability ?? 'strict',
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  }) as ReplicaDb;
  for (const v of options.versions ?? SCHEMA_VERSIONS) {
    const version = db.version(v.version).stores(v.stores);
    if (v.upgrade) version.upgrade(v.upgrade);
  }
  db.espaceId = espaceId;
  return db;
}

const open = new Map<string, ReplicaDb>();

/**
 * The shared instance of a cemetery's replica in this JavaScript context (tab or worker).
 * Screens and enqueue use the strict connection. The sync worker uses a relaxed one: everything it
 * writes can be had again from the server (pulled rows with their cursor, acknowledgements that a
 * resend turns into duplicates, upload states of idempotent PUTs), so losing its last transactions in a
 * power cut costs a re-download, never the user's work; and one fsync per pulled page made the bootstrap
 * markedly slower (bench/RESULTS.md).
 */
export function getReplica(espaceId: string, durability: Durability = 'strict'): ReplicaDb {
  const key = `${durability}:${replicaName(espaceId)}`;
  let db = open.get(key);
  if (!db) {
    db = createReplicaDb(espaceId, { durability });
    open.set(key, db);
  }
  return db;
}

/** Closes and forgets every instance of this context, before a wipe. */
export function closeAllReplicas(): void {
  for (const db of open.values()) db.close();
  open.clear();
}

/** The table of a replicated row, typed loosely: table names come from the server at run time. */
export function rowTable(db: ReplicaDb, table: ReplicaTableName): Table<ReplicaRow, string> {
  return db.table(table);
}
