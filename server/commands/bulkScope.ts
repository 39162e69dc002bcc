import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { prepareMutation, type Prepared } from '../../src/domain/mutations/decide';
import type { TableName } from '../../src/domain/entities/tables';
import type { ReadSpec, Row } from '../../src/domain/mutations/types';
import type { Db } from '../db/client';
import { hashesNotOwned } from '../media/files.repository';
import { findByIds, readSpec, type FoundRow, type StoredWrite } from '../sync/rows.repository';
import { toContractRow } from '../sync/rows';
import { tableInfo } from '../sync/tables';
import type { BatchScope } from './apply';
import type { CommandEnvelope } from './types';

/** What a large write reads before deciding (server/commands/bulk.ts). */
export interface BulkSnapshot {
  /** Every live row of this cemetery in `table`; the decisions read them from memory afterwards. */
  liveRows(table: TableName): Promise<Row[]>;
}

/** A mutation of the batch; `prepared`, when given, is prepareMutation(name, args) already done by the server code that built it (a register import's plan): not parsed again. */
export type BulkEnvelope = CommandEnvelope & { prepared?: Prepared; /** Where it comes from (a register line, a polygon), to name it in a refusal. */ line?: number };

/** A write of the batch, for its history entry: the row's old version and who wrote it (the same object for every write of a mutation). */
export interface DecidedHistory {
  table: TableName;
  rowId: string;
  old: Row | null;
  /** `old` is a version written earlier by the batch: its seq is still the provisional one. */
  oldInBatch: boolean;
  who: { userId: string; actorId: string; mutationId: string; at: string };
}

export interface DecidedAnswer {
  id: string;
  name: string;
}

export interface Decided {
  writes: StoredWrite[];
  history: DecidedHistory[];
  answers: DecidedAnswer[];
}

/** Decisions between two yields to the event loop: other requests are served while thousands are decided. */
export const DECISIONS_PER_TURN = 250;
/** Ids per query when reading the batch's rows by id; rows per query when reading a whole table. */
const IDS_PER_QUERY = 1000;
const ROWS_PER_QUERY = 2000;
/** Ids per query when checking that ids assumed absent are. */
const IDS_CHECKED_PER_QUERY = 5000;

/**
 * The BatchScope of decisions made before any write: rows come from the snapshot (or are read by id, never
 * locked), writes are kept in memory with provisional seqs 1, 2, … (the final seq is the cemetery's counter
 * when the batch is marked, plus that), history and answers likewise; takePart() hands them to the writer, a part at a time.
 */
export class PlanningScope implements BatchScope, BulkSnapshot {
  private readonly known = new Map<string, FoundRow | null>();
  private readonly pending = new Map<string, StoredWrite>();
  private readonly prepared = new WeakMap<CommandEnvelope, Prepared>();
  /** The batch's history entries and applied answers, kept small (250,000 of each for a 100,000-line register). */
  private readonly history: DecidedHistory[] = [];
  private readonly answers: DecidedAnswer[] = [];
  /** Tables read or written: a change to any of them since the snapshot makes the decisions stale. */
  private readonly tables = new Set<TableName>(['espaces']);
  private readonly owned: ReadonlySet<string>;
  /** Tables whose every live row of this cemetery is in `known` (read by liveRows): their `where` reads are answered from memory. */
  private readonly loaded = new Set<TableName>();
  /** The batch's own writes by table, then by id, each row once (its last values, its old version from before the batch), in the order of its first write. */
  private readonly pendingByTable = new Map<TableName, Map<string, StoredWrite>>();
  /** For a loaded table and a set of fields: the ids of its rows by their values of those fields, kept up to date by write(). */
  private readonly indexes = new Map<TableName, Map<string, { fields: string[]; ids: Map<string, Set<string>> }>>();
  /** `where` reads of tables not loaded, as the snapshot answered them (the database does not change under the batch). */
  private readonly storedReads = new Map<string, Row[]>();
  /** Ids lookup() answered as absent without asking the database, by table. */
  private readonly assumedAbsent = new Map<TableName, string[]>();
  seq = 0;

  constructor(
    private readonly db: Db,
    readonly espaceId: string,
    willOwn: readonly string[],
    found: ReadonlyMap<string, FoundRow>,
  ) {
    this.owned = new Set(willOwn);
    for (const [key, row] of found) this.known.set(key, row);
  }

  async liveRows(table: TableName): Promise<Row[]> {
    this.tables.add(table);
    const info = tableInfo(table);
    const rows: Row[] = [];
    // By pages of ids, one short query each, rather than one long read of the whole table.
    for (let after = ''; ; ) {
      const page = await this.db
        .select()
        .from(info.table)
        .where(and(eq(info.scope, this.espaceId), isNull(info.deletedAt), after ? gt(info.id, after) : undefined))
        .orderBy(info.id)
        .limit(ROWS_PER_QUERY);
      for (const raw of page as Array<Record<string, unknown>>) rows.push(toContractRow(info, raw));
      if (page.length < ROWS_PER_QUERY) break;
      after = String(rows[rows.length - 1]?.id);
    }
    for (const row of rows) this.known.set(`${table}/${row.id}`, { espaceId: this.espaceId, row });
    this.loaded.add(table);
    return rows;
  }

  private written(table: TableName, id: string): StoredWrite | undefined {
    return this.pendingByTable.get(table)?.get(id);
  }

  /** The row as the batch sees it now: its own write, else the snapshot's (this cemetery's only). */
  private current(table: TableName, id: string): Row | null {
    const written = this.written(table, id);
    if (written) return written.row;
    const found = this.known.get(`${table}/${id}`);
    return found && found.espaceId === this.espaceId ? found.row : null;
  }

  private static valuesKey(row: Row | Record<string, unknown>, fields: readonly string[]): string {
    return JSON.stringify(fields.map((f) => row[f] ?? null));
  }

  /**
   * The index of a loaded table on these fields, built once from the snapshot and the batch's writes so far.
   * Without it each `where` read scanned every write of the batch: quadratic, minutes for a 20,000-line register.
   */
  private indexOn(table: TableName, fields: string[]): Map<string, Set<string>> {
    const byTable = this.indexes.get(table) ?? new Map<string, { fields: string[]; ids: Map<string, Set<string>> }>();
    this.indexes.set(table, byTable);
    const name = fields.join(',');
    const existing = byTable.get(name);
    if (existing) return existing.ids;
    const ids = new Map<string, Set<string>>();
    const add = (row: Row) => {
      const k = PlanningScope.valuesKey(row, fields);
      const set = ids.get(k) ?? new Set<string>();
      set.add(row.id);
      ids.set(k, set);
    };
    const prefix = `${table}/`;
    for (const [key, found] of this.known) if (key.startsWith(prefix) && found && found.espaceId === this.espaceId && !this.written(table, key.slice(prefix.length))) add(found.row);
    for (const w of this.pendingByTable.get(table)?.values() ?? []) add(w.row);
    byTable.set(name, { fields, ids });
    return ids;
  }

  /** Keeps the indexes of `table` true when a row changes from `before` to `after`. */
  private reindex(table: TableName, before: Row | null, after: Row): void {
    for (const { fields, ids } of this.indexes.get(table)?.values() ?? []) {
      if (before) ids.get(PlanningScope.valuesKey(before, fields))?.delete(before.id);
      const k = PlanningScope.valuesKey(after, fields);
      const set = ids.get(k) ?? new Set<string>();
      set.add(after.id);
      ids.set(k, set);
    }
  }

  /** Reads the primary rows of these envelopes that the snapshot does not hold, by id, a chunk per query. */
  async preload(envelopes: readonly CommandEnvelope[]): Promise<void> {
    const idsByTable = new Map<TableName, string[]>();
    for (const [i, envelope] of envelopes.entries()) {
      // Validating thousands of envelopes takes a while: other requests are served in between.
      if (i > 0 && i % DECISIONS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      const p = this.prepare(envelope);
      // A table loaded whole answers lookup() from memory, its unknown ids checked at once afterwards.
      if (!p.ok || this.loaded.has(p.def.table) || this.known.has(`${p.def.table}/${p.args.id}`)) continue;
      const ids = idsByTable.get(p.def.table) ?? [];
      ids.push(p.args.id);
      idsByTable.set(p.def.table, ids);
    }
    for (const [table, ids] of idsByTable) {
      this.tables.add(table);
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        const chunk = ids.slice(i, i + IDS_PER_QUERY);
        const found = await findByIds(this.db, tableInfo(table), chunk);
        for (const id of chunk) this.known.set(`${table}/${id}`, found.get(id) ?? null);
      }
    }
  }

  prepare(envelope: BulkEnvelope): Prepared {
    const hit = this.prepared.get(envelope);
    if (hit) return hit;
    const prepared = envelope.prepared ?? prepareMutation(envelope.name, envelope.args);
    this.prepared.set(envelope, prepared);
    return prepared;
  }

  async lookup(table: TableName, id: string): Promise<FoundRow | null> {
    this.tables.add(table);
    const key = `${table}/${id}`;
    const written = this.written(table, id);
    if (written) return { espaceId: this.espaceId, row: written.row };
    const hit = this.known.get(key);
    if (hit !== undefined) return hit;
    if (this.loaded.has(table)) {
      // Not a live row of this cemetery: nearly always a row the batch creates (a holder made with its
      // concession). Assumed absent rather than asked one query per row (a register import made thousands);
      // checkAssumedAbsent() asks for all of them at once before anything is staged.
      this.known.set(key, null);
      const ids = this.assumedAbsent.get(table) ?? [];
      ids.push(id);
      this.assumedAbsent.set(table, ids);
      return null;
    }
    const found = (await findByIds(this.db, tableInfo(table), [id])).get(id) ?? null;
    this.known.set(key, found);
    return found;
  }

  /** A read as of the batch's own earlier writes: by id from memory when known, else the database overlaid with them. */
  async read(spec: ReadSpec): Promise<Row | Row[] | null> {
    this.tables.add(spec.table);
    if ('id' in spec) {
      const found = await this.lookup(spec.table, spec.id);
      return found && found.espaceId === this.espaceId && found.row.deletedAt == null ? found.row : null;
    }
    const matches = (row: Row) => row.deletedAt == null && Object.entries(spec.where).every(([field, value]) => (row[field] ?? null) === value);
    const fields = Object.keys(spec.where).sort();
    if (this.loaded.has(spec.table)) {
      const ids = this.indexOn(spec.table, fields).get(PlanningScope.valuesKey(spec.where, fields)) ?? new Set<string>();
      const rows: Row[] = [];
      for (const id of ids) {
        const row = this.current(spec.table, id);
        if (row && matches(row)) rows.push(row);
      }
      return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    }
    const readKey = `${spec.table}|${JSON.stringify(fields.map((f) => [f, spec.where[f] ?? null]))}`;
    let stored = this.storedReads.get(readKey);
    if (!stored) {
      stored = (await readSpec(this.db, this.espaceId, spec)) as Row[];
      this.storedReads.set(readKey, stored);
    }
    const written = this.pendingByTable.get(spec.table);
    if (!written || written.size === 0) return stored;
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const w of written.values()) byId.set(w.row.id, w.row);
    return [...byId.values()].filter(matches);
  }

  /** The rows, among those lookup() assumed absent, that exist after all (a tombstone, another cemetery's row): the decisions must be made again knowing them. */
  async checkAssumedAbsent(): Promise<Map<string, FoundRow>> {
    const wrong = new Map<string, FoundRow>();
    for (const [table, ids] of this.assumedAbsent) {
      const info = tableInfo(table);
      const there: string[] = [];
      for (let i = 0; i < ids.length; i += IDS_CHECKED_PER_QUERY) {
        // The ids as one text parameter: thousands of parameters cost more to build and send than the query.
        const list = ids.slice(i, i + IDS_CHECKED_PER_QUERY).join(',');
        const hits = await this.db.select({ id: info.id }).from(info.table).where(sql`${info.id} = any(string_to_array(${list}, ',')::uuid[])`);
        for (const hit of hits) there.push(String(hit.id));
      }
      for (const [id, row] of await findByIds(this.db, info, there)) wrong.set(`${table}/${id}`, row);
    }
    // Checked: a batch written by parts checks each part's ids once (issue 26).
    this.assumedAbsent.clear();
    return wrong;
  }

  async hashesNotOwned(hashes: readonly string[]): Promise<string[]> {
    const others = hashes.filter((hash) => !this.owned.has(hash));
    return others.length === 0 ? [] : hashesNotOwned(this.db, this.espaceId, others);
  }

  async write(writes: StoredWrite[], who: { userId: string; actorId: string; mutationId: string; at: string }): Promise<void> {
    for (const write of writes) {
      this.seq += 1;
      write.row.seq = this.seq;
      const earlier = this.written(write.info.name, write.row.id);
      const before = this.current(write.info.name, write.row.id);
      const stored = earlier ? { ...write, old: earlier.old } : write;
      const byTable = this.pendingByTable.get(write.info.name) ?? new Map<string, StoredWrite>();
      byTable.set(write.row.id, stored);
      this.pendingByTable.set(write.info.name, byTable);
      this.reindex(write.info.name, before, write.row);
      this.history.push({ table: write.info.name, rowId: write.row.id, old: write.old, oldInBatch: earlier !== undefined, who });
    }
  }

  /** An applied mutation: its answer is `{ id, status: 'applied' }`, recorded with the batch. */
  applied(id: string, name: string): void {
    this.answers.push({ id, name });
  }

  /** Whether a row of a table this batch read or wrote has changed in this cemetery since seq `since`. */
  async changedSince(tx: Db, since: number): Promise<boolean> {
    for (const table of this.tables) {
      const info = tableInfo(table);
      const [hit] = await tx.select({ id: info.id }).from(info.table).where(and(eq(info.scope, this.espaceId), gt(info.seq, since))).limit(1);
      if (hit) return true;
    }
    return false;
  }

  /** Every table the batch read or wrote (a change to any of them since the snapshot makes it stale). */
  get readTables(): ReadonlySet<TableName> {
    return this.tables;
  }

  /** Mutations decided since the last part was taken (takePart). */
  get pendingAnswers(): number {
    return this.answers.length;
  }

  /**
   * What was decided since the last part, for the writer (a batch decided and written by parts, issue 26):
   * each row once (its last values; `old` its version before this part), in the order of its first write; the
   * history entries and answers in the order of the mutations. The scope goes on deciding: the rows handed over
   * become its known rows (the writer gives them their final seq), so that a later part reads them as written;
   * `where` reads of tables not loaded are asked again (the database holds the part by then).
   */
  takePart(): Decided {
    const writes: StoredWrite[] = [];
    for (const [table, byId] of this.pendingByTable) {
      for (const write of byId.values()) {
        writes.push(write);
        this.known.set(`${table}/${write.row.id}`, { espaceId: this.espaceId, row: write.row });
      }
    }
    this.pendingByTable.clear();
    this.storedReads.clear();
    return { writes, history: this.history.splice(0), answers: this.answers.splice(0) };
  }

  /** Lets go of what the scope read and indexed, once it will decide nothing more (before its last part is written). */
  forget(): void {
    this.indexes.clear();
    this.known.clear();
    this.storedReads.clear();
  }
}
