/** A calendar date, 'YYYY-MM-DD' (CONTRACTS.md: dates are strings; see ../dates.ts). */
export type IsoDate = string;
/** An instant, an ISO 8601 string with its offset. */
export type IsoInstant = string;

/**
 * Columns carried by every replicated row (DESIGN §4, server/db/columns.ts): `id` is a UUID v7 made by
 * whoever creates the row (a tablet offline included), `version` grows on each server write, `seq` is the
 * cemetery's change counter at the last write, and a delete is a write of `deletedAt` (a tombstone).
 */
export interface ReplicatedRow {
  id: string;
  espaceId: string;
  version: number;
  seq: number;
  updatedAt: IsoInstant;
  deletedAt: IsoInstant | null;
}

/** The replication columns, for code that strips or copies them. */
export const REPLICATION_COLUMNS = ['id', 'espaceId', 'version', 'seq', 'updatedAt', 'deletedAt'] as const;
export type ReplicationColumn = (typeof REPLICATION_COLUMNS)[number];

/** The business fields of a row: what a creation supplies besides its id. */
export type BusinessFields<T extends ReplicatedRow> = Omit<T, ReplicationColumn>;

/** A date known in part, as entered for old deaths and births (spec 001 §3 dateDeces, dateNaissanceIncomplete). */
export interface PartialDate {
  jour: number | null;
  mois: number | null;
  annee: number | null;
}
