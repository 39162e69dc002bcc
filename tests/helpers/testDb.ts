import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/client';

/**
 * The database for a server test file: PGlite in memory by default, or, when TEST_DATABASE_URL names a
 * real PostgreSQL (CI runs the server suite on both), a fresh database of its own created on that server
 * and dropped on close, so test files can run in parallel. Opening PGlite costs about 2 s: one per file.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://' });
  const pg = (await import('pg')).default;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: own.toString(), dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      // Best effort: a connection a test left open keeps the database, which is harmless on a CI server
      // made fresh for each run (terminating it instead would need rights the test role has not).
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await drop.end();
    },
  };
}
