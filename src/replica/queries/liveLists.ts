import { Dexie, type ObservabilitySet } from 'dexie';
import type { Contact, Emplacement, Location, Occupant, Procedure, Travaux } from '../../domain/entities';
import type { ListRows, ListSource } from '../../domain/filters';
import { replicaName, type ReplicaDb } from '../db';
import type { ReplicaRow } from '../types';
import { localDate } from '../localDate';
import { LIST_TABLES, ListsState, type ListChange, type ListTable } from './listsState';
import { mutatedKeys, shadowedRows } from './mutatedKeys';

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

/** What waits to be read again in one table: exact keys, and whether a write only told a range. */
interface Pending {
  ids: Set<string>;
  range: boolean;
}

/**
 * The lists' rows of one replica, read once in full and then kept up to date from the keys each write
 * changed (issue 6). It follows Dexie's 'storagemutated' event, which every write fires in this context and
 * which Dexie relays from the other tabs and the sync worker; the changed rows are read again by key and only
 * the rows depending on them are joined again (ListsState). Changes arriving while one is applied are taken
 * together next.
 *
 * Dexie names the keys of small writes only: a bulkPut of 50 rows or more (a pull page) marks the whole table.
 * Such a table is then read by what can have changed in it: the rows whose server `seq` is above the highest
 * seen (every pulled row carries a new one), the keys that appeared or went (deletions of the same page), and
 * the rows whose shadow was written or dropped (the rebuild of rows with pending changes, at the end of a
 * pull). Still proportional to the change, not to the cemetery.
 */
export class LiveLists {
  private state: ListsState | null = null;
  private pending = new Map<ListTable, Pending>();
  private everything = false;
  private readonly maxSeq = new Map<ListTable, number>();
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
      if ('all' in parts) this.everything = true;
      for (const [table, ids] of mutatedKeys(name, parts, LIST_TABLES)) {
        const p = this.pendingOf(table);
        if (ids === 'all') p.range = true;
        else for (const id of ids) p.ids.add(id);
      }
      for (const [table, id] of shadowedRows(name, parts)) {
        if ((LIST_TABLES as readonly string[]).includes(table)) this.pendingOf(table as ListTable).ids.add(id);
      }
      if (this.everything || this.pending.size > 0) this.schedule();
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

  private pendingOf(table: ListTable): Pending {
    let p = this.pending.get(table);
    if (!p) this.pending.set(table, (p = { ids: new Set(), range: false }));
    return p;
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
      const everything = this.everything;
      this.pending = new Map();
      this.everything = false;
      if (everything || !this.state) await this.reload();
      else await this.update(changed);
    });
  }

  private async reload(): Promise<void> {
    this.pending = new Map();
    this.everything = false;
    const source = await readListSource(this.db);
    for (const t of LIST_TABLES) this.maxSeq.set(t, 0);
    for (const t of LIST_TABLES) for (const row of source[t]) this.seen(t, row);
    this.state = new ListsState(source, this.today());
    this.options.onRows(this.state.rows);
  }

  private seen(table: ListTable, row: { seq?: unknown }): void {
    if (typeof row.seq === 'number' && row.seq > (this.maxSeq.get(table) ?? 0)) this.maxSeq.set(table, row.seq);
  }

  private async update(changed: Map<ListTable, Pending>): Promise<void> {
    const state = this.state;
    if (!state || changed.size === 0) return;
    const start = performance.now();
    const tables = [...changed.keys()].map((t) => this.db.table<ReplicaRow, string>(t));
    const changes: ListChange[] = [];
    await this.db.transaction('r', tables, async () => {
      for (const [table, { ids, range }] of changed) {
        const t = this.db.table<ReplicaRow, string>(table);
        const wanted = new Set(ids);
        if (range) {
          const newer = await t.where('seq').above(this.maxSeq.get(table) ?? 0).toArray();
          for (const row of newer) {
            changes.push({ table, id: row.id, row });
            wanted.delete(row.id);
          }
          const known = new Set(newer.map((r) => r.id));
          const keys = new Set((await t.toCollection().primaryKeys()) as string[]);
          for (const id of state.ids(table)) if (!keys.has(id)) wanted.add(id);
          for (const id of keys) if (!known.has(id) && !state.has(table, id)) wanted.add(id);
        }
        const list = [...wanted];
        const rows = await t.bulkGet(list);
        list.forEach((id, i) => changes.push({ table, id, row: rows[i] ?? null }));
      }
    });
    for (const c of changes) if (c.row) this.seen(c.table, c.row as { seq?: unknown });
    const before = state.rows;
    const rows = state.apply(changes, this.today());
    this.lastUpdateMs = performance.now() - start;
    if (rows !== before) this.options.onRows(rows);
  }
}
