import { Dexie, type EntityTable, type Table } from 'dexie';
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
}

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

export function replicaName(espaceId: string): string {
  return `cimetiere-${espaceId}`;
}

export const REPLICA_PREFIX = 'cimetiere-';

/**
 * Opens (lazily, on first use) the replica of a cemetery. Durability is 'strict': Chromium relaxes it
 * by default since v121, which lets a crash lose the last committed writes, and the outbox is the only
 * copy of the user's work until the server acknowledges it.
 */
export function createReplicaDb(espaceId: string, options: OpenReplicaOptions = {}): ReplicaDb {
  const db = new Dexie(replicaName(espaceId), {
    chromeTransactionDurability: 'strict',
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  }) as ReplicaDb;
  for (const v of options.versions ?? SCHEMA_VERSIONS) db.version(v.version).stores(v.stores);
  db.espaceId = espaceId;
  return db;
}

const open = new Map<string, ReplicaDb>();

/** The shared instance of a cemetery's replica in this JavaScript context (tab or worker). */
export function getReplica(espaceId: string): ReplicaDb {
  let db = open.get(espaceId);
  if (!db) {
    db = createReplicaDb(espaceId);
    open.set(espaceId, db);
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
