import { currentPictures, firstDrawPlotOf, isCurrentFirstDraw, isCurrentSnapshot, packFirstDraw, planStamp, PLAN_SNAPSHOT_FORMAT, type PlanFirstDraw, type PlanPlot, type PlanSnapshot } from '../../domain/plan';
import { APP_BUILD } from '../../platform/build';
import type { ReplicaDb } from '../db';
import { getMeta, setMeta } from '../meta';
import type { PlanPicture } from '../types';
import { storedPictures } from './planPicture';
import { LIST_TABLES } from './listsState';

/**
 * The plan's snapshot in the replica (issue 29; docs/CONTRACTS.md, "Plan snapshot"): the plots of the last full
 * read, stored in `meta` under 'planSnapshot' with the replica's stamp at that read (also under
 * 'planSnapshotStamp', read first), and their first frame packed under 'planFirstDraw' with the same stamp. Opening a
 * plan screen draws the first frame, then uses the plots, while the stamp still holds, instead of reading and
 * joining the six tables.
 */

/** Tables whose state the stamp names, to read it in one transaction. */
export const STAMP_TABLES = [...LIST_TABLES, 'outbox', 'conflicts', 'shadows', 'meta'] as const;

/** The replica's stamp (planStamp); call inside a read transaction over STAMP_TABLES. */
export async function readStamp(db: ReplicaDb, today: string): Promise<string> {
  const [tables, cursor, chains, outbox, conflicts, shadows] = await Promise.all([
    Promise.all(
      LIST_TABLES.map(async (name) => {
        const table = db.table(name);
        const [count, maxSeq] = await Promise.all([table.count(), table.orderBy('seq').lastKey()]);
        return { name, count, maxSeq: typeof maxSeq === 'number' ? maxSeq : null };
      }),
    ),
    getMeta(db, 'cursor'),
    getMeta(db, 'chains'),
    db.outbox.count(),
    db.conflicts.count(),
    db.shadows.count(),
  ]);
  return planStamp({ build: APP_BUILD, today, cursor, chains, tables, outbox, conflicts, shadows });
}

/** Stamps known to be stored, per replica, so a snapshot already stored is not written again. */
const storedStamps = new WeakMap<ReplicaDb, string>();

/**
 * The record stored under `key` if the replica still has the stamp it was made at, read with the stamp in one
 * transaction; null otherwise (none, or made from other rows: then only the small stamp record was read).
 */
async function readCurrent<K extends 'planSnapshot' | 'planFirstDraw', T>(db: ReplicaDb, today: string, key: K, isCurrent: (stored: unknown, stamp: string) => stored is T): Promise<T | null> {
  return db.transaction('r', STAMP_TABLES.map((t) => db.table(t)), async () => {
    const [stamp, storedStamp] = await Promise.all([readStamp(db, today), getMeta(db, 'planSnapshotStamp')]);
    if (storedStamp !== stamp) return null;
    const stored: unknown = await getMeta(db, key);
    if (!isCurrent(stored, stamp)) return null;
    storedStamps.set(db, stamp);
    return stored;
  });
}

/** The stored snapshot if the replica still has its stamp; null otherwise. */
export function readPlanSnapshot(db: ReplicaDb, today: string): Promise<PlanSnapshot | null> {
  return readCurrent(db, today, 'planSnapshot', isCurrentSnapshot);
}

/**
 * The stored first frame if the replica still has its stamp; null otherwise. A few typed arrays and one string:
 * read back in a fraction of the whole snapshot's time (issue 29). With `onPictures`, the plan's opening pictures
 * of that stamp (src/replica/queries/planPicture.ts) are read in the same transaction, on the stamp read once, and
 * given as soon as read, before the first frame is.
 */
export function readPlanFirstDraw(db: ReplicaDb, today: string, onPictures?: (pictures: PlanPicture[]) => void): Promise<PlanFirstDraw | null> {
  if (!onPictures) return readCurrent(db, today, 'planFirstDraw', isCurrentFirstDraw);
  return db.transaction('r', STAMP_TABLES.map((t) => db.table(t)), async () => {
    const [stamp, storedStamp, pictures] = await Promise.all([readStamp(db, today), getMeta(db, 'planSnapshotStamp'), getMeta(db, 'planPictures')]);
    onPictures(currentPictures(storedPictures(pictures), stamp));
    if (storedStamp !== stamp) return null;
    const stored: unknown = await getMeta(db, 'planFirstDraw');
    if (!isCurrentFirstDraw(stored, stamp)) return null;
    storedStamps.set(db, stamp);
    return stored;
  });
}

/**
 * Stores the plots made from rows read at `stamp` (a full read of LiveLists) and their first frame, unless this tab knows that stamp is
 * stored already. A failed write (the device's quota) leaves the plan to open the long way: it is a cache.
 */
export async function savePlanSnapshot(db: ReplicaDb, plots: readonly PlanPlot[], stamp: string): Promise<void> {
  if (storedStamps.get(db) === stamp) return;
  try {
    await db.transaction('rw', db.meta, async () => {
      await setMeta(db, 'planSnapshot', { format: PLAN_SNAPSHOT_FORMAT, stamp, plots: [...plots] });
      await setMeta(db, 'planFirstDraw', packFirstDraw(plots.map(firstDrawPlotOf), stamp));
      await setMeta(db, 'planSnapshotStamp', stamp);
    });
    storedStamps.set(db, stamp);
  } catch {
    // A cache only: the plan is made from the rows without it.
  }
}
