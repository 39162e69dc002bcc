import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The end-to-end journeys' fresh data (issue 27, 'A test suite that cannot flake'): the server of a test run
 * (E2E_RESET, never in production) copies every table of its freshly seeded database into a schema of its
 * own once, before it listens; before each journey, POST /api/test/reset (server/testing/resetRoute.ts) puts
 * every table back as it was, in one transaction, so that no journey sees what an earlier one changed.
 * Left as they are: the sessions (refresh_tokens: a signed-in page shared by a serial group keeps working;
 * a user id they name is always back, or its token is dropped) and the index of the stored bytes
 * (media_files: the media store on disk is not reset, and that table says what it holds).
 * Only the tables written since the last reset are put back: a statement trigger on each marks it written,
 * so that a journey which only reads costs a reset of nothing.
 */
const SNAPSHOT_SCHEMA = 'e2e_snapshot';
const KEPT_AS_THEY_ARE = new Set(['refresh_tokens', 'media_files']);

export interface DataSnapshot {
  tables: Array<{ name: string; columns: string[]; referenced: boolean }>;
  sequences: Array<{ name: string; lastValue: string | null }>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function takeDataSnapshot(db: Db): Promise<DataSnapshot> {
  const names = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // A table another one's foreign key names cannot be truncated alone: it is emptied by a DELETE instead.
  const referenced = new Set(
    (await rowsOf<{ name: string }>(db, sql`select distinct confrelid::regclass::text as name from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`)).map((r) =>
      r.name.replace(/^public\./, '').replace(/^"|"$/g, ''),
    ),
  );
  const tables: DataSnapshot['tables'] = [];
  for (const { table_name: name } of names) {
    if (KEPT_AS_THEY_ARE.has(name)) continue;
    const columns = await rowsOf<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER' order by ordinal_position`,
    );
    tables.push({ name, columns: columns.map((c) => c.column_name), referenced: referenced.has(name) });
  }
  const sequences = await rowsOf<{ sequencename: string; last_value: string | null }>(
    db,
    sql`select sequencename, last_value::text as last_value from pg_sequences where schemaname = 'public'`,
  );
  await db.execute(sql.raw(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  for (const { name, columns } of tables) {
    const list = columns.map(ident).join(', ');
    await db.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}.${ident(name)} as select ${list} from public.${ident(name)}`));
  }
  await db.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}.written (name text primary key)`));
  await db.execute(
    sql.raw(
      `create function ${SNAPSHOT_SCHEMA}.mark_written() returns trigger language plpgsql as $$ begin insert into ${SNAPSHOT_SCHEMA}.written values (tg_table_name) on conflict do nothing; return null; end $$`,
    ),
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(`create trigger e2e_written after insert or update or delete or truncate on public.${ident(name)} for each statement execute function ${SNAPSHOT_SCHEMA}.mark_written()`),
    );
  }
  return { tables, sequences: sequences.map((s) => ({ name: s.sequencename, lastValue: s.last_value })) };
}

/**
 * Every table written since the last reset back to the snapshot, in one transaction (foreign keys and
 * triggers off while it is copied back, so the copy marks nothing written).
 */
export async function restoreDataSnapshot(db: Db, snapshot: DataSnapshot): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const written = new Set((await rowsOf<{ name: string }>(tx, sql.raw(`select name from ${SNAPSHOT_SCHEMA}.written`))).map((r) => r.name));
    const tables = snapshot.tables.filter((t) => written.has(t.name));
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    // The sessions kept name users: those of a user no longer there after the reset are dropped.
    if (written.has('users')) await tx.execute(sql.raw(`delete from public.refresh_tokens where user_id not in (select id from ${SNAPSHOT_SCHEMA}.users)`));
    for (const { name } of tables.filter((t) => t.referenced)) await tx.execute(sql.raw(`delete from public.${ident(name)}`));
    const truncated = tables.filter((t) => !t.referenced);
    if (truncated.length > 0) await tx.execute(sql.raw(`truncate ${truncated.map((t) => `public.${ident(t.name)}`).join(', ')}`));
    for (const { name, columns } of tables) {
      const list = columns.map(ident).join(', ');
      await tx.execute(sql.raw(`insert into public.${ident(name)} (${list}) overriding system value select ${list} from ${SNAPSHOT_SCHEMA}.${ident(name)}`));
    }
    for (const { name, lastValue } of snapshot.sequences) {
      const value = lastValue === null ? '1, false' : `${lastValue}, true`;
      await tx.execute(sql.raw(`select setval('public.${ident(name)}', ${value})`));
    }
    if (written.size > 0) await tx.execute(sql`delete from ${sql.raw(`${SNAPSHOT_SCHEMA}.written`)} where name in (${sql.join([...written].map((n) => sql`${n}`), sql`, `)})`);
  });
}
