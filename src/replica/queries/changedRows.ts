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

/**
 * Collects, from Dexie's 'storagemutated' events, what changed in some tables of one replica until it is read
 * (the lists' rows and the search index follow the replica with it). Dexie names the keys of small writes only:
 * a bulkPut of 50 rows or more (a pull page) marks the whole table. Such a table is then read by what can have
 * changed in it (readChanges): the rows whose server `seq` is above the highest seen (every pulled row carries
 * a new one), the keys that appeared or went when the count says some did (deletions of the same page), and the rows whose shadow was
 * written or dropped (the rebuild of rows with pending changes at the end of a pull). `everything` is Dexie's
 * own 'anything may have changed' (a page back from the back-forward cache).
 */
export class ChangeTracker<T extends string> {
  pending = new Map<T, Pending>();
  everything = false;
  private readonly maxSeq = new Map<T, number>();
  /** The keys of each table as last read, tombstones included: what a count is compared with. */
  private readonly keys = new Map<T, Set<string>>();

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

  /** Records a row of a full read: its key, and its seq (later pages are the rows above the highest). */
  seen(table: T, row: { id: string; seq?: unknown }): void {
    this.keysOf(table).add(row.id);
    if (typeof row.seq === 'number' && row.seq > (this.maxSeq.get(table) ?? 0)) this.maxSeq.set(table, row.seq);
  }

  /** Forgets what was seen, before a full read. */
  reset(): void {
    this.maxSeq.clear();
    this.keys.clear();
    this.drain();
  }

  /** Reads again, in one read transaction, the rows a batch may have changed. */
  async readChanges(db: ReplicaDb, changed: Map<T, Pending>): Promise<Array<ChangedRow<T>>> {
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
          const known = this.keysOf(table);
          const got = new Set(newer.map((r) => r.id));
          const added = newer.reduce((n, r) => n + (known.has(r.id) ? 0 : 1), 0);
          // Rows gone or come without a new seq change the count; only then are all the keys compared.
          if ((await t.count()) !== known.size + added) {
            const keys = new Set((await t.toCollection().primaryKeys()) as string[]);
            for (const id of known) if (!keys.has(id)) wanted.add(id);
            for (const id of keys) if (!got.has(id) && !known.has(id)) wanted.add(id);
          }
        }
        const list = [...wanted];
        const rows = await t.bulkGet(list);
        list.forEach((id, i) => out.push({ table, id, row: rows[i] ?? null }));
      }
    });
    for (const c of out) {
      if (c.row) this.seen(c.table, c.row);
      else this.keysOf(c.table).delete(c.id);
    }
    return out;
  }

  private keysOf(table: T): Set<string> {
    let k = this.keys.get(table);
    if (!k) this.keys.set(table, (k = new Set()));
    return k;
  }

  private pendingOf(table: T): Pending {
    let p = this.pending.get(table);
    if (!p) this.pending.set(table, (p = { ids: new Set(), range: false }));
    return p;
  }
}
