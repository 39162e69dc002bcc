import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, openDatabase, type Database } from '../../server/db/client';

/**
 * The database for a server test file: PGlite in memory by default, or, when TEST_DATABASE_URL names a
 * real PostgreSQL (CI runs the server suite on both), a fresh database of its own created on that server
 * and dropped on close, so test files can run in parallel.
 *
 * A fresh PGlite spends about 2 s in initdb before the migrations run; loading a dump of an already
 * migrated data directory takes a fraction of that. The dump is made once per machine and set of
 * migrations (its name carries their hash) and shared by every test file and worker.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://', snapshot: await migratedSnapshot() });
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

let snapshot: Promise<Blob> | undefined;

function migratedSnapshot(): Promise<Blob> {
  snapshot ??= loadOrMakeSnapshot();
  return snapshot;
}

async function loadOrMakeSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `cimetiere-pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({ dataDir: 'memory://' });
  const client = (fresh.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await fresh.close();
  // Written aside then renamed: a worker reading it meanwhile sees no file or the whole file, never half.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  // A dump is only read back by the PGlite that wrote it.
  hash.update(readFileSync(join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}
