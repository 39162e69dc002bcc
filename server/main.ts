import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { resolve } from 'node:path';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database, staticDir: resolve('dist'), logger: false });
await app.listen({ port: config.port, host: config.host });
console.log(`Application disponible sur ${config.publicUrl} (base ${database.engine})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  });
}
