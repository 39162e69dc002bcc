import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir, type DataDirLockOptions } from './dataDirLock';
import { initPgliteDirApart, pgliteOptions } from './pgliteMemory';
import { parseLikeDrizzleOnce } from './pgliteQueryParsers';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database: a real PostgreSQL when a URL is given, otherwise embedded PGlite persisted in
 * `dataDir/pglite` (or in memory when `dataDir` is 'memory://'). The same migrations run on both.
 * PGlite on disk first takes the lock of `dataDir` (one server per folder): a second opener gets
 * DataDirLockedError, with a French message naming the holder.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  lock?: DataDirLockOptions;
  /** In memory only: start from this dump of a PGlite data directory (tests: skips PGlite's initdb). */
  snapshot?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    await migratePostgres(opts.databaseUrl);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir === 'memory://') {
    const client = opts.snapshot ? new PGlite({ ...pgliteOptions, loadDataDir: opts.snapshot }) : new PGlite(pgliteOptions);
    // Also from a snapshot: a dump older than the migrations folder is brought up to date here.
    return { db: await migratedDrizzle(client), engine: 'pglite', close: () => client.close() };
  }
  const release = await lockDataDir(opts.dataDir, opts.lock);
  try {
    const dir = join(opts.dataDir, 'pglite');
    // PGlite does not create missing parent folders.
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'PG_VERSION'))) await initPgliteDirApart(dir);
    const client = new PGlite(dir, pgliteOptions);
    const db = await migratedDrizzle(client);
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** drizzle on a PGlite, its parsers set once (pgliteQueryParsers.ts), the migrations run. */
async function migratedDrizzle(client: PGlite): Promise<Db> {
  await parseLikeDrizzleOnce(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return db as unknown as Db;
}

/** Any constant: the key of the advisory lock that migrations take (see migratePostgres). */
const MIGRATION_LOCK = 7_151_203;

/**
 * Runs the migrations under a session advisory lock on a connection of its own: several server processes
 * starting together on one PostgreSQL (DESIGN §8) migrate one after the other, the later ones finding
 * nothing left to do, instead of racing to create the same tables. Closing the connection frees the lock,
 * also when a migration fails.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
