import { baseOf, prepareMutation, runMutation } from '../../src/domain/mutations/decide';
import { jsonEqual } from '../../src/domain/mutations/base';
import type { MutationContext, ReadSpec, Row, RowWrite } from '../../src/domain/mutations/types';
import type { IsoDate } from '../../src/domain/entities/replicated';
import type { ChildRows, ChildTable } from './types';

/** One mutation the demo ran: what a device would have pushed that day. */
export interface DemoAct {
  name: string;
  args: Record<string, unknown>;
  /** The cemetery's date of the act: the mutation is decided as on that day. */
  today: IsoDate;
}

/**
 * Runs mutations of the catalogue over a demo cemetery's rows, as the server's executor would (DESIGN §1): the
 * same `runMutation` with the rows its `reads` name, a base taken from the current row, and its writes kept
 * (version + 1, updatedAt of the act). A demo act the rules refuse is a bug of the demo: it throws, so the
 * seeded data is always data the product could have made. Only the plots named at construction are read (a
 * mutation reads its own plot and the plots its fields name), and their rows are indexed by the fields `reads`
 * filter on, kept up to date at each write: a cemetery of 20,000 plots costs no scan per act.
 */
export class DemoExecutor {
  readonly journal: DemoAct[] = [];
  private readonly byId = new Map<ChildTable, Map<string, Row>>();
  private readonly indexes = new Map<string, Map<unknown, Set<Row>>>();

  private readonly locationIds: Set<string>;

  constructor(
    private readonly rows: ChildRows,
    private readonly who: { espaceId: string; userId: string; roles: readonly string[] },
    /** The plots the acts read; all of them when absent. */
    private readonly plots: ReadonlySet<string> | null = null,
  ) {
    this.locationIds = new Set(rows.locations.filter((l) => this.inScope('locations', l as unknown as Row)).map((l) => l.id));
  }

  /** Whether a row belongs to the plots read (rows of no plot, tariffs and notifications, always do). */
  private inScope(table: ChildTable, row: Row): boolean {
    if (!this.plots) return true;
    if (table === 'emplacements') return this.plots.has(row.id);
    if (table === 'contacts') return this.locationIds.has(row['locationId'] as string);
    const plot = row['emplacementId'];
    return typeof plot !== 'string' || this.plots.has(plot);
  }

  private table(name: ChildTable): Map<string, Row> {
    let t = this.byId.get(name);
    if (!t) {
      t = new Map();
      for (const row of this.rows[name] as unknown as Row[]) if (this.inScope(name, row)) t.set(row.id, row);
      this.byId.set(name, t);
    }
    return t;
  }

  private index(name: ChildTable, field: string): Map<unknown, Set<Row>> {
    const key = `${name}.${field}`;
    let index = this.indexes.get(key);
    if (!index) {
      index = new Map();
      for (const row of this.table(name).values()) this.addTo(index, row[field] ?? null, row);
      this.indexes.set(key, index);
    }
    return index;
  }

  private addTo(index: Map<unknown, Set<Row>>, value: unknown, row: Row): void {
    let bucket = index.get(value);
    if (!bucket) {
      bucket = new Set();
      index.set(value, bucket);
    }
    bucket.add(row);
  }

  private read(spec: ReadSpec): Row | Row[] | null {
    const table = spec.table as ChildTable;
    if ('id' in spec) {
      const row = this.table(table).get(spec.id);
      return row && !row.deletedAt ? row : null;
    }
    const entries = Object.entries(spec.where);
    const [first, ...rest] = entries;
    const candidates = first ? [...(this.index(table, first[0]).get(first[1]) ?? [])] : [...this.table(table).values()];
    return candidates.filter((r) => !r.deletedAt && rest.every(([k, v]) => (r[k] ?? null) === v));
  }

  /** The live rows of a table whose field has this value. */
  rowsWhere(table: ChildTable, field: string, value: string): Row[] {
    return this.read({ table, where: { [field]: value } }) as Row[];
  }

  /** A live row by table and id (undefined when absent). */
  get(table: ChildTable, id: string): Row | undefined {
    return this.table(table).get(id);
  }

  /** Decides one act and keeps its writes; throws with the rule's French message when refused. */
  run(name: string, args: Record<string, unknown>, today: IsoDate): void {
    const prepared = prepareMutation(name, args);
    if (!prepared.ok) throw new Error(`Démo : ${name} refusée : ${prepared.error}`);
    const row = this.table(prepared.def.table as ChildTable).get(prepared.args.id) ?? null;
    const reads: Record<string, Row | Row[] | null> = {};
    for (const [key, spec] of Object.entries(prepared.def.reads?.(prepared.args, row) ?? {})) reads[key] = this.read(spec);
    const ctx: MutationContext = { now: `${today}T10:00:00.000Z`, today, userId: this.who.userId, espaceId: this.who.espaceId, roles: this.who.roles };
    const decision = runMutation(name, args, baseOf(prepared.def, prepared.args, row), { row, reads }, ctx);
    if (decision.status !== 'applied') throw new Error(`Démo : ${name} refusée le ${today} : ${decision.error}`);
    for (const write of decision.writes) this.write(write, ctx.now);
    this.journal.push({ name, args, today });
  }

  private write(write: RowWrite, now: string): void {
    const table = write.table as ChildTable;
    const old = this.table(table).get(write.id);
    if (old && Object.keys(write.row).every((k) => jsonEqual(old[k], write.row[k]))) return;
    const next = { ...write.row, id: write.id, espaceId: this.who.espaceId, version: (old?.version ?? 0) + 1, seq: 0, updatedAt: now, deletedAt: write.row.deletedAt ?? null } as Row;
    for (const [key, index] of this.indexes) {
      const [t, field] = key.split('.') as [string, string];
      if (t !== table) continue;
      if (old) index.get(old[field] ?? null)?.delete(old);
      this.addTo(index, next[field] ?? null, old ?? next);
    }
    if (old) {
      // The row object stays the one held by the cemetery's arrays: its fields become the written ones.
      Object.assign(old, next);
      return;
    }
    this.table(table).set(write.id, next);
    (this.rows[table] as unknown as Row[]).push(next);
  }
}
