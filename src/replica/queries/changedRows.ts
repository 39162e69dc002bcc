import type { ObservabilitySet } from 'dexie';
import type { ReplicaDb } from '../db';
import type { ReplicaRow } from '../types';
import { mutatedKeys, shadowedRows } from './mutatedKeys';

/** What waits to be read again in one table: exact keys, and whether a write only told a range. */
export interface Pending {
  ids: Set<string>;
  range: boolean;
}

/** One changed record as read again: its row, or null when it is gone. */
export interface ChangedRow<T extends string> {
  table: T;
  id: string;
  row: ReplicaRow | null;
}

/** What the reader already holds of a table: the ids of its rows as last read. */
export interface KnownRows<T extends string> {
  ids(table: T): Iterable<string>;
  has(table: T, id: string): boolean;
}

/**
 * Collects, from Dexie's 'storagemutated' events, what changed in some tables of one replica until it is read
 * (the lists' rows and the search index follow the replica with it). Dexie names the keys of small writes only:
 * a bulkPut of 50 rows or more (a pull page) marks the whole table. Such a table is then read by what can have
 * changed in it (readChanges): the rows whose server `seq` is above the highest seen (every pulled row carries
 * a new one), the keys that appeared or went (deletions of the same page), and the rows whose shadow was
 * written or dropped (the rebuild of rows with pending changes at the end of a pull). `everything` is Dexie's
 * own 'anything may have changed' (a page back from the back-forward cache).
 */
export class ChangeTracker<T extends string> {
  pending = new Map<T, Pending>();
  everything = false;
  private readonly maxSeq = new Map<T, number>();

  constructor(
    private readonly dbName: string,
    private readonly tables: readonly T[],
  ) {}

  /** Adds one event; true when something of these tables is waiting. */
  take(parts: ObservabilitySet): boolean {
    if ('all' in parts) this.everything = true;
    for (const [table, ids] of mutatedKeys(this.dbName, parts, this.tables)) {
      const p = this.pendingOf(table);
      if (ids === 'all') p.range = true;
      else for (const id of ids) p.ids.add(id);
    }
    for (const [table, id] of shadowedRows(this.dbName, parts)) {
      if ((this.tables as readonly string[]).includes(table)) this.pendingOf(table as T).ids.add(id);
    }
    return this.everything || this.pending.size > 0;
  }

  /** Takes what is waiting (the next event starts a new batch). */
  drain(): { everything: boolean; changed: Map<T, Pending> } {
    const out = { everything: this.everything, changed: this.pending };
    this.pending = new Map();
    this.everything = false;
    return out;
  }

  /** Records the seq of a row read (in full or as a change): later pages are the rows above. */
  seen(table: T, row: { seq?: unknown }): void {
    if (typeof row.seq === 'number' && row.seq > (this.maxSeq.get(table) ?? 0)) this.maxSeq.set(table, row.seq);
  }

  /** Forgets the seqs seen, before a full read. */
  reset(): void {
    this.maxSeq.clear();
    this.drain();
  }

  /** Reads again, in one read transaction, the rows a batch may have changed. */
  async readChanges(db: ReplicaDb, changed: Map<T, Pending>, known: KnownRows<T>): Promise<Array<ChangedRow<T>>> {
    const out: Array<ChangedRow<T>> = [];
    if (changed.size === 0) return out;
    const tables = [...changed.keys()].map((t) => db.table<ReplicaRow, string>(t));
    await db.transaction('r', tables, async () => {
      for (const [table, { ids, range }] of changed) {
        const t = db.table<ReplicaRow, string>(table);
        const wanted = new Set(ids);
        if (range) {
          const newer = await t.where('seq').above(this.maxSeq.get(table) ?? 0).toArray();
          for (const row of newer) {
            out.push({ table, id: row.id, row });
            wanted.delete(row.id);
          }
          const got = new Set(newer.map((r) => r.id));
          const keys = new Set((await t.toCollection().primaryKeys()) as string[]);
          for (const id of known.ids(table)) if (!keys.has(id)) wanted.add(id);
          for (const id of keys) if (!got.has(id) && !known.has(table, id)) wanted.add(id);
        }
        const list = [...wanted];
        const rows = await t.bulkGet(list);
        list.forEach((id, i) => out.push({ table, id, row: rows[i] ?? null }));
      }
    });
    for (const c of out) if (c.row) this.seen(c.table, c.row);
    return out;
  }

  private pendingOf(table: T): Pending {
    let p = this.pending.get(table);
    if (!p) this.pending.set(table, (p = { ids: new Set(), range: false }));
    return p;
  }
}
