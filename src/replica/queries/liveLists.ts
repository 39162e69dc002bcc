import { Dexie, type ObservabilitySet } from 'dexie';
import type { Contact, Emplacement, Location, Occupant, Procedure, Travaux } from '../../domain/entities';
import type { ListRows, ListSource } from '../../domain/filters';
import { replicaName, type ReplicaDb } from '../db';
import type { ReplicaRow } from '../types';
import { localDate } from '../localDate';
import { LIST_TABLES, ListsState, type ListChange, type ListTable } from './listsState';
import { mergeChangedKeys, mutatedKeys, type ChangedKeys } from './mutatedKeys';

/** Reads the six tables the lists join, in one read transaction so the join never sees half a sync. */
export async function readListSource(db: ReplicaDb): Promise<ListSource> {
  const tables = LIST_TABLES.map((t) => db.table<ReplicaRow, string>(t));
  const all = await db.transaction('r', tables, () => Promise.all(tables.map((t) => t.toArray())));
  // Replica rows keep the server's shape (docs/CONTRACTS.md): the entity types describe them.
  const [emplacements, locations, occupants, contacts, travaux, procedures] = all as unknown as [Emplacement[], Location[], Occupant[], Contact[], Travaux[], Procedure[]];
  return { emplacements, locations, occupants, contacts, travaux, procedures };
}

export interface LiveListsOptions {
  /** Today, asked at each change (statuses depend on it). */
  today?: () => string;
  onRows(rows: ListRows): void;
  onError(error: unknown): void;
}

/**
 * The lists' rows of one replica, read once in full and then kept up to date from the keys each write
 * changed (issue 6). It follows Dexie's 'storagemutated' event, which every write fires in this context and
 * which Dexie relays from the other tabs and the sync worker; the changed rows are read again by key and only
 * the rows depending on them are joined again (ListsState). Changes arriving while one is applied are taken
 * together next.
 */
export class LiveLists {
  private state: ListsState | null = null;
  private pending = new Map<ListTable, ChangedKeys>();
  private scheduled = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;
  private readonly today: () => string;
  /** Duration of the last update after a change (ms), for the benchmark. */
  lastUpdateMs = 0;

  constructor(
    private readonly db: ReplicaDb,
    private readonly options: LiveListsOptions,
  ) {
    this.today = options.today ?? (() => localDate(new Date()));
    const name = replicaName(db.espaceId);
    // Listening starts before the first read, so no write falls between the two.
    const listener = (parts: ObservabilitySet) => {
      const changed = mutatedKeys(name, parts, LIST_TABLES);
      if (changed.size === 0) return;
      mergeChangedKeys(this.pending, changed);
      this.schedule();
    };
    Dexie.on('storagemutated', listener);
    this.unsubscribe = () => Dexie.on('storagemutated').unsubscribe(listener);
    this.run(() => this.reload());
  }

  get rows(): ListRows | undefined {
    return this.state?.rows;
  }

  close(): void {
    this.unsubscribe();
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
    this.run(async () => {
      this.scheduled = false;
      const changed = this.pending;
      this.pending = new Map();
      await this.update(changed);
    });
  }

  private async reload(): Promise<void> {
    this.pending = new Map();
    const source = await readListSource(this.db);
    this.state = new ListsState(source, this.today());
    this.options.onRows(this.state.rows);
  }

  private async update(changed: Map<ListTable, ChangedKeys>): Promise<void> {
    if (!this.state || [...changed.values()].includes('all')) return this.reload();
    if (changed.size === 0) return;
    const start = performance.now();
    const wanted = [...changed].map(([table, ids]) => [table, [...(ids as Set<string>)]] as const);
    const tables = wanted.map(([t]) => this.db.table<ReplicaRow, string>(t));
    const read = await this.db.transaction('r', tables, () => Promise.all(wanted.map(([t, ids]) => this.db.table<ReplicaRow, string>(t).bulkGet([...ids]))));
    const changes: ListChange[] = [];
    wanted.forEach(([table, ids], i) => ids.forEach((id, j) => changes.push({ table, id, row: read[i]?.[j] ?? null })));
    const before = this.state.rows;
    const rows = this.state.apply(changes, this.today());
    this.lastUpdateMs = performance.now() - start;
    if (rows !== before) this.options.onRows(rows);
  }
}
