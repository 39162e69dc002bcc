import { randomUUID } from 'node:crypto';
import { getTableColumns, getTableName, lt, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { stagedRows } from './schema';

/**
 * A large write that must not hold the database (issue 13): on the embedded database there is one connection,
 * so a transaction of tens of thousands of rows makes every other user wait for it. Instead:
 *
 * 1. decide every row first, in memory, so that any refusal comes before the first write;
 * 2. `stage()` the rows into `staged_rows`, a chunk per statement (each one short, autocommitted: other users'
 *    queries run between them). Readers never look there, so a half-staged write is invisible;
 * 3. in ONE short transaction of the caller, `apply()` moves each (table, op) group into its table with one
 *    set-based statement (INSERT … SELECT / UPDATE … FROM over jsonb_populate_record), computed inside the
 *    database instead of parameters by the thousand, then `discard()` in the same transaction.
 *
 * A failure before the commit leaves nothing in the business tables; `discard()` the batch then (a crash's
 * leftovers are pruned by `pruneStagedRows`, a background job). Used by the plan import
 * (server/commands/bulk.ts); the onboarding imports can use it the same way, with or without the command layer.
 *
 * Rows are given with drizzle's keys (camelCase) and values as drizzle would insert them; they travel as JSON,
 * so dates and instants as strings, json columns as objects.
 */
export class StagedWrite {
  readonly id = randomUUID();
  private readonly counts = new Map<string, number>();
  private readonly chunks = new Map<string, number>();
  /** Per pair: the values shared by all its rows, by SQL column name, as JSON. */
  private readonly shared = new Map<string, string>();
  private readonly keys = new Map<string, string[]>();

  constructor(
    private readonly db: Db,
    private readonly chunk = STAGE_CHUNK,
  ) {}

  /**
   * Stages rows for `op` on `table`, after those staged before for the same pair; every row of a pair has the
   * same keys. `shared` holds values that every row of the pair has (the author, the time...): kept once, not
   * repeated in each staged row; each call for a pair gives the same.
   */
  async stage(table: PgTable, op: StagedOp, rows: ReadonlyArray<Record<string, unknown>>, shared: Record<string, unknown> = {}): Promise<void> {
    if (rows.length === 0) return;
    const target = getTableName(table);
    const group = `${target}/${op}`;
    const names = sqlNames(table);
    const sharedJson = JSON.stringify(Object.fromEntries(Object.entries(shared).map(([key, value]) => [column(names, key, target), value])));
    if ((this.shared.get(group) ?? sharedJson) !== sharedJson) throw new Error(`Valeurs communes différentes dans un lot de ${target}`);
    this.shared.set(group, sharedJson);
    const keys = this.keys.get(group) ?? Object.keys(rows[0] ?? {}).filter((key) => !(key in shared));
    this.keys.set(group, keys);
    const allowed = new Set(keys);
    const sqlKeys = keys.map((key) => column(names, key, target));
    for (let start = 0; start < rows.length; start += this.chunk) {
      const payload = rows.slice(start, start + this.chunk).map((row) => {
        // A column left out reads as null (jsonb_populate_record): nulls are not sent.
        const out: Record<string, unknown> = {};
        for (const [i, key] of keys.entries()) {
          const value = row[key];
          if (value !== null && value !== undefined) out[sqlKeys[i] as string] = value;
        }
        for (const key in row) if (!allowed.has(key)) throw new Error(`Colonnes différentes dans un lot de ${target}`);
        return out;
      });
      const rank = this.chunks.get(group) ?? 0;
      this.chunks.set(group, rank + 1);
      this.counts.set(group, (this.counts.get(group) ?? 0) + payload.length);
      // One staged row per chunk (its rows as a JSON array): far fewer tuples and index entries to write and delete.
      await this.db.execute(sql`
        insert into ${stagedRows} (batch_id, target, op, ord, payload)
        values (${this.id}::uuid, ${target}, ${op}, ${rank}::int, ${JSON.stringify(payload)}::jsonb)`);
    }
  }

  /** How many rows are staged for `op` on `table`. */
  count(table: PgTable, op: StagedOp): number {
    return this.counts.get(`${getTableName(table)}/${op}`) ?? 0;
  }

  /**
   * In the caller's transaction: writes the staged rows of `op` on `table` in one statement and checks that
   * each was written (an update whose row is gone throws, which rolls the transaction back). `set` replaces a
   * column's staged value by an SQL expression, which may name the staged row as `r`
   * (see `staged()`). An update matches its row on `match` (default: id) and writes the other staged columns.
   */
  async apply(tx: Db, table: PgTable, op: StagedOp, opts: { set?: Record<string, SQL>; match?: readonly string[] } = {}): Promise<void> {
    const expected = this.count(table, op);
    if (expected === 0) return;
    const target = getTableName(table);
    const names = sqlNames(table);
    const sharedJson = this.shared.get(`${target}/${op}`) ?? '{}';
    const sharedKeys = new Set(Object.keys(JSON.parse(sharedJson) as Record<string, unknown>));
    const sharedKeyList = [...names].filter(([, name]) => sharedKeys.has(name)).map(([key]) => key);
    const keys = [...(this.keys.get(`${target}/${op}`) ?? []), ...sharedKeyList];
    // A shared value is read from `c`, the one record made of them; the others from the staged row `r`.
    const fromStaged = (key: string) => sql`${sharedKeys.has(column(names, key, target)) ? sql`c` : sql`r`}.${sql.identifier(column(names, key, target))}`;
    const value = (key: string) => opts.set?.[key] ?? fromStaged(key);
    const source = sql`${stagedRows} s cross join lateral jsonb_array_elements(s.payload) with ordinality e(value, n)
      cross join lateral jsonb_populate_record(null::${table}, e.value) r
      cross join jsonb_populate_record(null::${table}, ${sharedJson}::jsonb) c
      where s.batch_id = ${this.id}::uuid and s.target = ${target} and s.op = ${op}`;
    let written: number;
    if (op === 'insert') {
      const columns = sql.join(keys.map((key) => sql.identifier(column(names, key, target))), sql`, `);
      const values = sql.join(keys.map(value), sql`, `);
      written = affected(await tx.execute(sql`insert into ${table} (${columns}) select ${values} from ${source} order by s.ord, e.n`));
    } else {
      const match = opts.match ?? ['id'];
      const sets = sql.join(
        keys.filter((key) => !match.includes(key)).map((key) => sql`${sql.identifier(column(names, key, target))} = ${value(key)}`),
        sql`, `,
      );
      const on = sql.join(
        match.map((key) => sql`t.${sql.identifier(column(names, key, target))} = ${fromStaged(key)}`),
        sql` and `,
      );
      written = affected(await tx.execute(sql`update ${table} t set ${sets} from ${source} and ${on}`));
    }
    if (written !== expected) throw new Error(`${target} : ${written} lignes écrites sur ${expected}`);
  }

  /** Deletes this batch's staged rows: in the transaction that applied them, or after a failure. */
  async discard(db: Db = this.db): Promise<void> {
    await db.delete(stagedRows).where(sql`${stagedRows.batchId} = ${this.id}::uuid`);
  }
}

export type StagedOp = 'insert' | 'update';

/** A staged row's column, for `set` expressions of `apply()`. */
export const staged = (name: string): SQL => sql`r.${sql.identifier(name)}`;

/** Rows per staging statement: one JSON parameter each, small enough to keep every statement short. */
export const STAGE_CHUNK = 500;

/** Deletes staged rows older than `olderThanMs` (left by a process that died between staging and commit). */
export async function pruneStagedRows(db: Db, nowMs: number, olderThanMs = 24 * 3600 * 1000): Promise<void> {
  await db.delete(stagedRows).where(lt(stagedRows.stagedAt, new Date(nowMs - olderThanMs).toISOString()));
}

/** The SQL column names of a table by drizzle key (the database maps keys to snake_case unless named). */
function sqlNames(table: PgTable): Map<string, string> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return new Map(Object.entries(columns).map(([key, col]) => [key, col.keyAsName ? toSnakeCase(col.name) : col.name]));
}

function column(names: Map<string, string>, key: string, table: string): string {
  const name = names.get(key);
  if (!name) throw new Error(`Colonne ${key} absente de ${table}`);
  return name;
}

/** Rows touched by a statement, as node-postgres (rowCount) or PGlite (affectedRows) reports it. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
