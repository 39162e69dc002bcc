import type { Transaction } from 'dexie';
import type { TableName } from '../domain/mutations';
import { recordAuthors } from './authorUpgrade';

/**
 * Dexie schema of a cemetery replica, version by version. A version is never edited once shipped:
 * add a new one below. Dexie keeps every table a later version does not name, so the outbox,
 * the conflicts and the unsent media (the only copy of the user's work) survive every upgrade
 * (tests/replica/upgrade.test.ts).
 */

/** Replicated tables (docs/CONTRACTS.md) with the indexes the screens query by. */
export const REPLICA_TABLE_INDEXES = {
  espaces: 'id, seq',
  emplacements: 'id, seq, [carre+allee], carre, zone, numero, uid',
  locations: 'id, seq, emplacementId, numero, dateFin, famille',
  occupants: 'id, seq, emplacementId, locationId, nom',
  contacts: 'id, seq, locationId, nom',
  exhumations: 'id, seq, occupantId, emplacementId',
  reductions: 'id, seq, locationId, occupantId',
  travaux: 'id, seq, emplacementId, dateDebut',
  procedures: 'id, seq, emplacementId, locationId, kind',
  tarifs: 'id, seq, typeEmplacement',
  notes: 'id, seq, etat, userId',
  events: 'id, seq, dateDebut, emplacementId',
  notifications: 'id, seq, emplacementId, dateRecu',
  media: 'id, seq, sha256, emplacementId, locationId',
  documents: 'id, seq, locationId, emplacementId',
  mailArchives: 'id, seq, locationId',
} as const satisfies Record<TableName, string>;

export type ReplicaTableName = keyof typeof REPLICA_TABLE_INDEXES;

export const REPLICA_TABLES = Object.keys(REPLICA_TABLE_INDEXES) as ReplicaTableName[];

export function isReplicaTable(name: string): name is ReplicaTableName {
  return Object.hasOwn(REPLICA_TABLE_INDEXES, name);
}

/**
 * Device-only tables. The photo blobs are `mediaBlobs`, not `media`: `media` is the replicated table
 * of media rows (docs/CONTRACTS.md), which keeps one name for one shape everywhere.
 */
export const LOCAL_TABLE_INDEXES = {
  outbox: '++localId, &id, seq',
  conflicts: 'id, receivedAt',
  mediaBlobs: 'sha256, state, createdAt',
  meta: 'key',
  shadows: '[table+id]',
} as const;

export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  /** Moves the data of the previous version to this one, inside the upgrade transaction. */
  upgrade?: (tx: Transaction) => Promise<void>;
}

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  { version: 1, stores: { ...REPLICA_TABLE_INDEXES, ...LOCAL_TABLE_INDEXES } },
  /**
   * Issue 13: pending changes and refusals record their author, and seqs are numbered per author. The outbox
   * is read by author and chain order, the conflicts by author.
   */
  {
    version: 2,
    stores: { outbox: '++localId, &id, seq, [author.userId+seq]', conflicts: 'id, receivedAt, author.userId' },
    upgrade: recordAuthors,
  },
];

export const CURRENT_SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;
