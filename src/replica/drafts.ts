import { Dexie, type EntityTable } from 'dexie';
import { isDraftExpired } from '../domain/drafts/drafts';
import type { IndexedDbDeps } from './db';

/**
 * The device's draft store (issues 28 and 29, 'No work lost'): what a form or an editor holds before it is
 * recorded, one row per form and user, in an IndexedDB database of its own (`brouillons`), apart from the
 * cemetery replicas: a draft is nobody's data yet, it is never synchronised, and it outlives no sign-out.
 * Values are stored by structured clone, so a drawn signature or a photo stays a Blob. Rows older than 60
 * minutes are dropped when read (src/domain/drafts).
 */

export interface DraftRow {
  /** `${userId}|${formKey}` (draftKey in src/domain/drafts). */
  key: string;
  userId: string;
  /** ISO instant of the last save. */
  savedAt: string;
  data: unknown;
}

export const DRAFTS_DB_NAME = 'brouillons';

type DraftsDb = Dexie & { drafts: EntityTable<DraftRow, 'key'> };

export function openDraftsDb(deps: IndexedDbDeps = {}): DraftsDb {
  const db = new Dexie(DRAFTS_DB_NAME, {
    chromeTransactionDurability: 'strict',
    ...(deps.indexedDB ? { indexedDB: deps.indexedDB } : {}),
    ...(deps.IDBKeyRange ? { IDBKeyRange: deps.IDBKeyRange } : {}),
  }) as DraftsDb;
  db.version(1).stores({ drafts: 'key, userId, savedAt' });
  return db;
}

let shared: DraftsDb | null = null;
function draftsDb(): DraftsDb {
  shared ??= openDraftsDb();
  return shared;
}

/** The draft store of one device; tests pass their own database. */
export interface DraftStore {
  save(userId: string, formKey: string, data: unknown, now?: Date): Promise<void>;
  /** The draft still within its 60 minutes, else null (an expired one is deleted on the way). */
  load(userId: string, formKey: string, now?: Date): Promise<{ savedAt: string; data: unknown } | null>;
  remove(userId: string, formKey: string): Promise<void>;
  /** Deletes every expired draft; returns how many. */
  prune(now?: Date): Promise<number>;
  /** Deletes a user's drafts (sign-out), or everyone's when null. */
  forget(userId: string | null): Promise<void>;
}

export function draftStore(db: () => DraftsDb = draftsDb): DraftStore {
  const rowKey = (userId: string, formKey: string) => `${userId}|${formKey}`;
  return {
    async save(userId, formKey, data, now = new Date()) {
      await db().drafts.put({ key: rowKey(userId, formKey), userId, savedAt: now.toISOString(), data });
    },
    async load(userId, formKey, now = new Date()) {
      const row = await db().drafts.get(rowKey(userId, formKey));
      if (!row) return null;
      if (isDraftExpired(row.savedAt, now)) {
        await db().drafts.delete(row.key);
        return null;
      }
      return { savedAt: row.savedAt, data: row.data };
    },
    async remove(userId, formKey) {
      await db().drafts.delete(rowKey(userId, formKey));
    },
    async prune(now = new Date()) {
      const rows = await db().drafts.toArray();
      const expired = rows.filter((r) => isDraftExpired(r.savedAt, now)).map((r) => r.key);
      await db().drafts.bulkDelete(expired);
      return expired.length;
    },
    async forget(userId) {
      if (userId === null) await db().drafts.clear();
      else await db().drafts.where('userId').equals(userId).delete();
    },
  };
}

/** The store of this tab. */
export const drafts: DraftStore = draftStore();
