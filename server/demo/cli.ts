import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { isIsoDate } from '../../src/domain/dates';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { openMediaStore } from '../media/openStore';
import { describeSeed } from './announce';
import { isEmptyDatabase, seedDemo } from './seed';

/**
 * `npm run demo -- --plots N [--seed S] [--today YYYY-MM-DD] [--reset]`: seeds the database of DATA_DIR (or
 * DATABASE_URL) with a demo whose main cemetery has N plots, for benchmarks. A database that already holds
 * data is left alone unless --reset is given, which empties every table first.
 */
const { values } = parseArgs({
  options: {
    plots: { type: 'string', default: '1500' },
    seed: { type: 'string', default: '1' },
    today: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const plots = Number(values.plots);
const seed = Number(values.seed);
if (!Number.isInteger(plots) || plots < 150 || !Number.isInteger(seed)) {
  console.error('Usage : npm run demo -- --plots N (150 au moins) [--seed S] [--today AAAA-MM-JJ] [--reset]');
  process.exit(2);
}
if (values.today !== undefined && !isIsoDate(values.today)) {
  console.error('--today attend une date AAAA-MM-JJ.');
  process.exit(2);
}

async function emptyAllTables(db: Db): Promise<void> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const names = (result as unknown as { rows: Array<{ tablename: string }> }).rows.map((r) => r.tablename);
  if (names.length > 0) await db.execute(sql.raw(`truncate table ${names.map((n) => `"${n}"`).join(', ')} cascade`));
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  if (!(await isEmptyDatabase(database.db))) {
    if (!values.reset) {
      console.error(`La base (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}) contient déjà des données : relancez avec --reset pour la vider.`);
      process.exitCode = 1;
    } else {
      await emptyAllTables(database.db);
    }
  }
  if (process.exitCode !== 1) {
    const result = await seedDemo(database.db, { plots, seed, media: await openMediaStore(config, database.db), ...(values.today ? { today: values.today } : {}) });
    console.log(describeSeed(result));
    console.log(`Génération ${result.ms.generate} ms, insertion ${result.ms.insert} ms (${database.engine}).`);
  }
} finally {
  await database.close();
}
