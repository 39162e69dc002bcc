import { Dexie, type EntityTable } from 'dexie';
import type { Round } from '../domain/round/round';
import type { IndexedDbDeps } from './db';

/**
 * The device's survey rounds (issue 29, 'the survey round'; rules in src/domain/round): the round a user is
 * walking in a cemetery, one row per user and cemetery, in an IndexedDB database of its own (`tournees`),
 * apart from the cemetery replicas, as the drafts are (src/replica/drafts.ts). A round is the user's own work
 * in progress on this tablet: never synchronised (the changes it counts travel through the outbox like any
 * other), kept across reloads and offline until the user closes its summary or starts another, and deleted
 * with the user's other device data at sign-out (wipeDevice).
 */

export interface RoundRow {
  /** `${userId}|${espaceId}`. */
  key: string;
  userId: string;
  espaceId: string;
  round: Round;
}

export const ROUNDS_DB_NAME = 'tournees';

export type RoundsDb = Dexie & { rounds: EntityTable<RoundRow, 'key'> };

export function openRoundsDb(deps: IndexedDbDeps = {}): RoundsDb {
  const db = new Dexie(ROUNDS_DB_NAME, {
    chromeTransactionDurability: 'strict',
    ...(deps.indexedDB ? { indexedDB: deps.indexedDB } : {}),
    ...(deps.IDBKeyRange ? { IDBKeyRange: deps.IDBKeyRange } : {}),
  }) as RoundsDb;
  db.version(1).stores({ rounds: 'key, userId' });
  return db;
}

let shared: RoundsDb | null = null;
function roundsDb(): RoundsDb {
  shared ??= openRoundsDb();
  return shared;
}

const rowKey = (userId: string, espaceId: string) => `${userId}|${espaceId}`;

/** The round store of one device; tests pass their own database. */
export interface RoundStore {
  /** The user's round in this cemetery (going on or ended, its summary not yet closed), else null. */
  get(userId: string, espaceId: string): Promise<Round | null>;
  put(round: Round): Promise<void>;
  /**
   * Changes the round in one transaction (a photo recorded while the sheet marks the plot seen must not undo
   * one another); nothing is written when there is no round or `change` returns it unchanged.
   */
  update(userId: string, espaceId: string, change: (round: Round) => Round): Promise<Round | null>;
  remove(userId: string, espaceId: string): Promise<void>;
  /** Deletes a user's rounds (sign-out), or everyone's when null; answers how many rounds are left. */
  forget(userId: string | null): Promise<number>;
}

export function roundStore(db: () => RoundsDb = roundsDb): RoundStore {
  return {
    async get(userId, espaceId) {
      return (await db().rounds.get(rowKey(userId, espaceId)))?.round ?? null;
    },
    async put(round) {
      await db().rounds.put({ key: rowKey(round.userId, round.espaceId), userId: round.userId, espaceId: round.espaceId, round });
    },
    async update(userId, espaceId, change) {
      const d = db();
      return d.transaction('rw', d.rounds, async () => {
        const row = await d.rounds.get(rowKey(userId, espaceId));
        if (!row) return null;
        const next = change(row.round);
        if (next !== row.round) await d.rounds.put({ ...row, round: next });
        return next;
      });
    },
    async remove(userId, espaceId) {
      await db().rounds.delete(rowKey(userId, espaceId));
    },
    async forget(userId) {
      if (userId === null) await db().rounds.clear();
      else await db().rounds.where('userId').equals(userId).delete();
      return db().rounds.count();
    },
  };
}

/** The store of this tab. */
export const rounds: RoundStore = roundStore();

/** The live row of this tab's store, for useLiveQuery. */
export function readRound(userId: string, espaceId: string): Promise<Round | null> {
  return rounds.get(userId, espaceId);
}
