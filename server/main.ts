import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { resolve } from 'node:path';
import { isEmptyDatabase, seedDemo } from './demo/seed';
import { describeDemoAccounts, describeSeed } from './demo/announce';
import { startJobs } from './jobs';

const config = loadConfig();
const database = await openDatabase(config);
// Demo data only ever goes into an empty database (DEMO_DATA; on by default for the embedded one in development).
if (config.demo && (await isEmptyDatabase(database.db))) {
  console.log(describeSeed(await seedDemo(database.db, { dataDir: config.dataDir })));
} else if (config.demo) {
  const accounts = await describeDemoAccounts(database.db);
  if (accounts) console.log(accounts);
}
const app = await buildApp({ config, database, staticDir: resolve('dist'), logger: false });
await app.listen({ port: config.port, host: config.host });
console.log(`Application disponible sur ${config.publicUrl} (base ${database.engine})`);
// Background jobs run once across every process of the database (server/jobs).
const jobs = startJobs(database.db, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void jobs.stop().then(() => app.close()).then(() => database.close()).then(() => process.exit(0));
  });
}
