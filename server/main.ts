import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/dataDirLock';
import { buildApp } from './app';
import { resolve } from 'node:path';
import { isEmptyDatabase, seedDemo } from './demo/seed';
import { describeDemoAccounts, describeSeed } from './demo/announce';
import { openMediaStore } from './media/openStore';
import { startJobs } from './jobs';
import { startBulkRecovery } from './commands/bulkRecovery';
import { ensureAideContent } from './aide/aide.repository';
import { registerTestReset } from './testing/resetRoute';

const config = loadConfig();
const database = await openDatabase(config).catch((error: unknown) => {
  // A second server on the same DATA_DIR: refuse to start, saying why (server/db/dataDirLock.ts).
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const mediaStore = await openMediaStore(config, database.db);
// Demo data only ever goes into an empty database (DEMO_DATA; on by default for the embedded one in development).
if (config.demo && (await isEmptyDatabase(database.db))) {
  console.log(describeSeed(await seedDemo(database.db, { media: mediaStore })));
} else if (config.demo) {
  const accounts = await describeDemoAccounts(database.db);
  if (accounts) console.log(accounts);
}
// The log is JSON lines on stdout (server/http/logging.ts), at LOG_LEVEL.
const app = await buildApp({ config, database, mediaStore, staticDir: resolve('dist'), logger: { level: config.logLevel } });
// Background jobs run once across every process of the database (server/jobs). The first tick is awaited
// before listening: the day's notifications exist when the first device pulls (another process running
// them answers 'busy' at once).
const jobs = startJobs(database.db, app.log, config);
await jobs.tick();
// Imports a dead process left half-written are undone in the background (server/commands/bulkRecovery.ts).
const bulkRecovery = startBulkRecovery(database.db, { engine: database.engine, log: app.log });
// Queued e-mails and SMS go out as pushes bring them, and their retries fall due (server/mail/dispatcher.ts).
app.mailDispatcher.start();
// A test run's server: its data as it is now (the day's notifications and the help content written) is what
// each journey starts from (server/testing/resetRoute.ts).
if (config.testReset) {
  await ensureAideContent(database.db);
  await registerTestReset(app, database.db);
}
await app.listen({ port: config.port, host: config.host });
console.log(`Application disponible sur ${config.publicUrl} (base ${database.engine})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void jobs.stop().then(() => bulkRecovery.stop()).then(() => app.close()).then(() => mediaStore.close()).then(() => database.close()).then(() => process.exit(0));
  });
}
