import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { subscribe } from 'node:diagnostics_channel';
import { getHeapStatistics } from 'node:v8';
import type * as AppModule from '../server/app';
import type * as Client from '../server/db/client';
import type * as Fixtures from '../tests/helpers/fixtures';

/**
 * The server process of bench/importLoad.bench.ts: the real app (Fastify on embedded PGlite in DATA_DIR, as
 * `npm run serve` runs it) of the code tree BENCH_CODE_ROOT (this repository, or an extracted older commit, so
 * that today's code and the new one are measured side by side), with two towns: the importing one (its
 * cemetery empty) and another one (a cemetery of OTHER_PLOTS plots). It tells its parent, over IPC, the
 * tokens and ids, and answers 'memory' messages with its peak heap since the last 'reset' (sampled every
 * 20 ms; peak RSS is read by the parent from /proc). Started as `node --import tsx bench/importLoad.server.ts`.
 */
const root = process.env.BENCH_CODE_ROOT ?? process.cwd();
const dataDir = process.env.DATA_DIR ?? join(root, '.tmp', 'import-load');
const port = Number(process.env.PORT ?? 4411);
const OTHER_PLOTS = 300;

const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(join(root, path)).href)) as T;

const fx = await load<typeof Fixtures>('tests/helpers/fixtures.ts');
const { openDatabase } = await load<typeof Client>('server/db/client.ts');
const { buildApp } = await load<typeof AppModule>('server/app.ts');

mkdirSync(dataDir, { recursive: true });
// A new PGlite folder is made by initdb, which leaves some 800 MB resident until closed: opened once to make
// it, then again as a server starting on its existing folder (about 450 MB) runs.
await (await openDatabase({ dataDir, databaseUrl: undefined })).close();
const database = await openDatabase({ dataDir, databaseUrl: undefined });
const app = await buildApp({ config: fx.testConfig({ dataDir, port }), database, clock: fx.manualClock(Date.now()) });
const db = database.db;

const importing = await fx.createSociete(db);
const other = await fx.createSociete(db);
const espace = await fx.createEspace(db, importing.id);
const otherEspace = await fx.createEspace(db, other.id);
const admin = await fx.createUser(db, { roles: ['ROLE_ADMIN'], societeIds: [importing.id] });
const otherAdmin = await fx.createUser(db, { roles: ['ROLE_ADMIN'], societeIds: [other.id] });
const [adminIn, otherIn] = [await fx.login(app, admin.username), await fx.login(app, otherAdmin.username)];

// The other town's cemetery, made by its own pushes: what its pull reads and its push changes.
const clientId = randomUUID();
const plots: string[] = [];
for (let start = 0; start < OTHER_PLOTS; start += 100) {
  const mutations = Array.from({ length: 100 }, (_, i) => {
    const id = randomUUID();
    plots.push(id);
    return { id: randomUUID(), seq: start + i + 1, name: 'emplacement.create', args: { id, carre: 'B', allee: String(Math.floor((start + i) / 20)), numero: String((start + i) % 20) }, base: {}, createdAt: new Date().toISOString() };
  });
  const res = await app.inject({ method: 'POST', url: '/api/sync/push', headers: fx.bearer(otherIn.token), payload: { espaceId: otherEspace.id, clientId, mutations } });
  if (res.statusCode !== 200) throw new Error(`seed push: ${res.statusCode} ${res.body}`);
}

await app.listen({ port, host: '127.0.0.1' });

let peakHeap = 0;
let peakExternal = 0;
// The step's phase, from the off-thread and bulk events: where the peak of resident memory falls.
let phase = 'main';
let peakByPhase: Record<string, number> = {};
subscribe('cimetiere.offthread', (m) => {
  const { event, name } = m as { event: string; name: string };
  phase = event === 'started' ? name : `after ${name}`;
});
subscribe('cimetiere.bulk', (m) => {
  const { event } = m as { event: string };
  if (event === 'staging') phase = 'staging';
  else if (event === 'committing') phase = 'writing';
  else if (event === 'committed') phase = 'published';
});
setInterval(() => {
  peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size);
  const m = process.memoryUsage();
  peakExternal = Math.max(peakExternal, m.external + m.arrayBuffers);
  peakByPhase[phase] = Math.max(peakByPhase[phase] ?? 0, m.rss);
}, 20).unref();

process.on('message', (message: { type: string }) => {
  if (message.type === 'reset') {
    peakHeap = getHeapStatistics().used_heap_size;
    peakExternal = 0;
    peakByPhase = {};
    phase = 'main';
    process.send?.({ type: 'reset' });
  } else if (message.type === 'memory') {
    process.send?.({ type: 'memory', peakHeap, peakExternal, peakByPhase });
  } else if (message.type === 'stop') {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  }
});

process.send?.({
  type: 'ready',
  espaceId: espace.id,
  otherEspaceId: otherEspace.id,
  adminToken: adminIn.token,
  otherToken: otherIn.token,
  otherClientId: clientId,
  otherClientSeq: OTHER_PLOTS,
  otherPlots: plots,
});
