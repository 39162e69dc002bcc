import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Many rows of one table written by ONE statement with ONE parameter: the rows as a JSON array, read by the
 * database (jsonb_populate_record) into the table's own column types. Building and sending thousands of bound
 * parameters cost more than the write itself (issue 13); a JSON text is one string. Used by the large writes
 * (server/commands/bulk.ts), a chunk of a few hundred rows per statement so that each stays short.
 *
 * Rows are given with drizzle's keys (camelCase) and values as drizzle would insert them (dates and instants
 * as strings, json columns as objects). Every row of one call has the same keys. Values that every row has
 * (the cemetery, the author, the time...) are sent once, not in each row; a null or absent value is left out
 * (it reads as null).
 */
export async function insertJsonRows(db: Db, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const { keys, source, columnOf } = jsonSource(table, rows);
  const columns = sql.join(keys.map((key) => sql.identifier(columnOf(key))), sql`, `);
  const values = sql.join(keys.map((key) => valueOf(key, columnOf, source.shared)), sql`, `);
  // In the array's order: a serial column (history) numbers the rows as given.
  const written = affected(await db.execute(sql`insert into ${table} (${columns}) select ${values} from ${source.from} order by e.n`));
  if (written !== rows.length) throw new Error(`${getTableName(table)} : ${written} lignes écrites sur ${rows.length}`);
}

/**
 * Updates rows in place, each matched on `match` (its id, and its cemetery: a row of another cemetery is never
 * touched); every other given column takes its value. Throws when a row was not found (the caller's
 * transaction then rolls back).
 */
export async function updateJsonRows(db: Db, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>, match: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const { keys, source, columnOf } = jsonSource(table, rows);
  const sets = sql.join(
    keys.filter((key) => !match.includes(key)).map((key) => sql`${sql.identifier(columnOf(key))} = ${valueOf(key, columnOf, source.shared)}`),
    sql`, `,
  );
  const on = sql.join(match.map((key) => sql`t.${sql.identifier(columnOf(key))} = ${valueOf(key, columnOf, source.shared)}`), sql` and `);
  const written = affected(await db.execute(sql`update ${table} t set ${sets} from ${source.from} where ${on}`));
  if (written !== rows.length) throw new Error(`${getTableName(table)} : ${written} lignes modifiées sur ${rows.length}`);
}

interface Source {
  from: SQL;
  /** SQL names of the columns whose value is in the shared record `c`. */
  shared: ReadonlySet<string>;
}

function jsonSource(table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): { keys: string[]; source: Source; columnOf: (key: string) => string } {
  const names = sqlNames(table);
  const target = getTableName(table);
  const columnOf = (key: string) => {
    const name = names.get(key);
    if (!name) throw new Error(`Colonne ${key} absente de ${target}`);
    return name;
  };
  const keys = Object.keys(rows[0] ?? {});
  const allowed = new Set(keys);
  const shared: Record<string, unknown> = {};
  const first = rows[0] ?? {};
  for (const key of keys) {
    const value = first[key];
    if (['string', 'number', 'boolean'].includes(typeof value) && rows.every((row) => row[key] === value)) shared[columnOf(key)] = value;
  }
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const key in row) {
      if (!allowed.has(key)) throw new Error(`Colonnes différentes dans un lot de ${target}`);
      const column = columnOf(key);
      const value = row[key];
      if (value !== null && value !== undefined && !(column in shared)) out[column] = value;
    }
    return out;
  });
  const from = sql`jsonb_array_elements(${JSON.stringify(payload)}::jsonb) with ordinality e(value, n)
    cross join lateral jsonb_populate_record(null::${table}, e.value) r
    cross join jsonb_populate_record(null::${table}, ${JSON.stringify(shared)}::jsonb) c`;
  return { keys, source: { from, shared: new Set(Object.keys(shared)) }, columnOf };
}

/** A column's value in the source: from the shared record `c` when every row has it, else from the row `r`. */
function valueOf(key: string, columnOf: (key: string) => string, shared: ReadonlySet<string>): SQL {
  const column = columnOf(key);
  return sql`${shared.has(column) ? sql`c` : sql`r`}.${sql.identifier(column)}`;
}

/** The SQL column names of a table by drizzle key (the database maps keys to snake_case unless named). */
function sqlNames(table: PgTable): Map<string, string> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return new Map(Object.entries(columns).map(([key, col]) => [key, col.keyAsName ? toSnakeCase(col.name) : col.name]));
}

/** Rows touched by a statement, as node-postgres (rowCount) or PGlite (affectedRows) reports it. */
export function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
