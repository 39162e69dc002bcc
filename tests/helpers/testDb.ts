import { openDatabase, type Database } from '../../server/db/client';

/**
 * The database for a server test file: PGlite in memory by default, or the real PostgreSQL named by
 * TEST_DATABASE_URL (CI runs the server suite on both). Opening PGlite costs about 2 s: one per file.
 * On PostgreSQL, every file starts from an empty schema.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: url });
    await pool.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
    await pool.end();
  }
  return openDatabase({ databaseUrl: url, dataDir: 'memory://' });
}
