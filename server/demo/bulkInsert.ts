import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Rows per statement: large enough to amortise a round trip, small enough to keep one JSON text modest. */
const BATCH = 4_000;

/**
 * Inserts many rows fast on PGlite and PostgreSQL alike: each batch travels as one JSON parameter and the
 * server expands it with json_populate_recordset, typed by the table itself. Drizzle's multi-row insert
 * builds one placeholder per value, which costs more than the insert for the demo's 100,000+ rows.
 * Keys are the TypeScript column names; every row must carry the same keys.
 */
export async function bulkInsert(db: Db, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const name = getTableConfig(table).name;
  const keys = Object.keys(first);
  const snake = keys.map(toSnakeCase);
  const columns = sql.join(snake.map((k) => sql.identifier(k)), sql`, `);
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(
      rows.slice(i, i + BATCH).map((row) => {
        const out: Record<string, unknown> = {};
        keys.forEach((k, j) => {
          out[snake[j] as string] = row[k];
        });
        return out;
      }),
    );
    await db.execute(
      sql`insert into ${sql.identifier(name)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)`,
    );
  }
}
