import { Dexie, type ObservabilitySet } from 'dexie';
import type { Contact, Emplacement, Location, Occupant, Procedure, Travaux } from '../../domain/entities';
import type { ListRows, ListSource } from '../../domain/filters';
import { replicaName, type ReplicaDb } from '../db';
import type { ReplicaRow } from '../types';
import { parisDate } from '../../domain/parisTime';
import { LIST_TABLES, ListsState, type ListChange, type ListTable } from './listsState';
import { ChangeTracker, type Pending } from './changedRows';
import { readStamp, STAMP_TABLES } from './planSnapshot';

/** Reads the six tables the lists join, in one read transaction so the join never sees half a sync. */
export async function readListSource(db: ReplicaDb): Promise<ListSource> {
  return (await readStampedListSource(db, null)).source;
}

/**
 * The six tables and, when `today` is given, the replica's stamp (planSnapshot.ts) in the same read transaction:
 * the stamp names exactly the rows read, so the plan's snapshot made from them is used only while they hold.
 */
async function readStampedListSource(db: ReplicaDb, today: string | null): Promise<{ source: ListSource; stamp: string | null }> {
  const tables = LIST_TABLES.map((t) => db.table<ReplicaRow, string>(t));
  const scope = today === null ? tables : STAMP_TABLES.map((t) => db.table(t));
  const [all, stamp] = await db.transaction('r', scope, () => Promise.all([Promise.all(tables.map((t) => t.toArray())), today === null ? null : readStamp(db, today)]));
  // Replica rows keep the server's shape (docs/CONTRACTS.md): the entity types describe them.
  const [emplacements, locations, occupants, contacts, travaux, procedures] = all as unknown as [Emplacement[], Location[], Occupant[], Contact[], Travaux[], Procedure[]];
  return { source: { emplacements, locations, occupants, contacts, travaux, procedures }, stamp };
}

export interface LiveListsOptions {
  /** Today, asked at each change (statuses depend on it). */
  today?: () => string;
  onRows(rows: ListRows): void;
  onError(error: unknown): void;
  /**
   * Told when a change starts waiting to be joined and when the rows have caught up. It turns true in the
   * same task as Dexie's event, so a screen that shows a later state (the sync status) never shows rows that
   * are behind it without also saying they are being updated.
   */
  onBusy?(busy: boolean): void;
}

/**
 * The lists' rows of one replica, read once in full and then kept up to date from the keys each write
 * changed (issue 6). It follows Dexie's 'storagemutated' event, which every write fires in this context and
 * which Dexie relays from the other tabs and the sync worker; the changed rows are read again (ChangeTracker:
 * by key, or for a pull page by seq) and only the rows depending on them are joined again (ListsState).
 * Changes arriving while one is applied are taken together next.
 */
export class LiveLists {
  private state: ListsState | null = null;
  private readonly changes: ChangeTracker<ListTable>;
  private scheduled = false;
  private busy = true;
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;
  private readonly today: () => string;
  /** Duration of the last update after a change (ms), for the benchmark. */
  lastUpdateMs = 0;
  /** The rows of the last full read with the replica's stamp then (the plan's snapshot); rows after a change are other objects. */
  stamped: { rows: ListRows; stamp: string } | null = null;

  constructor(
    private readonly db: ReplicaDb,
    private readonly options: LiveListsOptions,
  ) {
    this.today = options.today ?? (() => parisDate(new Date()));
    this.changes = new ChangeTracker(replicaName(db.espaceId), LIST_TABLES);
    // Listening starts before the first read, so no write falls between the two.
    const listener = (parts: ObservabilitySet) => {
      if (this.changes.take(parts)) this.schedule();
    };
    Dexie.on('storagemutated', listener);
    this.unsubscribe = () => Dexie.on('storagemutated').unsubscribe(listener);
    this.run(() => this.reload());
    this.run(async () => this.caughtUp());
  }

  get rows(): ListRows | undefined {
    return this.state?.rows;
  }

  close(): void {
    this.unsubscribe();
  }

  /**
   * Joins the rows again when the day has changed since they were made (statuses depend on the date): a tab
   * left open past midnight, with no replica change to carry the new day, is told by a periodic call.
   */
  checkDay(): void {
    this.run(async () => {
      const state = this.state;
      const today = this.today();
      if (!state || state.today === today) return;
      const before = state.rows;
      const rows = state.apply([], today);
      if (rows !== before) this.options.onRows(rows);
    });
  }

  /** Resolves once every change seen so far is in the rows. */
  settled(): Promise<void> {
    return this.queue;
  }

  private run(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((e: unknown) => this.options.onError(e));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.setBusy(true);
    this.run(async () => {
      this.scheduled = false;
      const { everything, changed } = this.changes.drain();
      if (everything || !this.state) await this.reload();
      else await this.update(this.state, changed);
    });
    this.run(async () => this.caughtUp());
  }

  /** Ends the busy spell once nothing more waits (a failed update too: onError has the rest). */
  private caughtUp(): void {
    if (!this.scheduled) this.setBusy(false);
  }

  private setBusy(busy: boolean): void {
    if (this.busy === busy) return;
    this.busy = busy;
    this.options.onBusy?.(busy);
  }

  private async reload(): Promise<void> {
    this.changes.reset();
    const today = this.today();
    const { source, stamp } = await readStampedListSource(this.db, today);
    // The join comes in a task of its own, after the one that reads the six tables: two shorter tasks on the
    // first screen rather than one long one (issue 14, TBT). Changes meanwhile are tracked as during the read.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const t of LIST_TABLES) for (const row of source[t]) this.changes.seen(t, row);
    this.state = new ListsState(source, today);
    this.stamped = stamp === null ? null : { rows: this.state.rows, stamp };
    this.options.onRows(this.state.rows);
  }

  private async update(state: ListsState, changed: Map<ListTable, Pending>): Promise<void> {
    if (changed.size === 0) return;
    const start = performance.now();
    const changes: ListChange[] = await this.changes.readChanges(this.db, changed);
    const before = state.rows;
    const rows = state.apply(changes, this.today());
    this.lastUpdateMs = performance.now() - start;
    if (rows !== before) this.options.onRows(rows);
  }
}
