import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { migrationsFolder, type Database, type Db } from '../server/db/client';
import { pgliteOptions } from '../server/db/pgliteMemory';
import { parseLikeDrizzleOnce } from '../server/db/pgliteQueryParsers';
import * as schema from '../server/db/schema';
import { seedDemo } from '../server/demo/seed';
import { MemoryMailer } from '../server/mail/mailer';
import { login, testConfig } from '../tests/helpers/fixtures';
import { writeResultsSection } from './harness';

/**
 * The server's requests on embedded PGlite, with drizzle's parsers handed over with each query (PGlite copies its
 * table of ~320 parsers for every one) against the same parsers put once in PGlite's table
 * (server/db/pgliteQueryParsers.ts). Both from one dump of the seeded demo, each request answered by the real app
 * (Fastify inject, no network), the two databases' rounds alternated. `tsx bench/pgliteParsers.bench.ts`.
 */
const PLOTS = Number(process.env.BENCH_PLOTS ?? 1_500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const fmt = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function openFrom(dump: Blob, tuned: boolean): Promise<Database> {
  const client = new PGlite({ ...pgliteOptions, loadDataDir: dump });
  if (tuned) await parseLikeDrizzleOnce(client);
  else await client.waitReady;
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close() };
}

interface Side {
  name: string;
  app: FastifyInstance;
  token: string;
  espaceId: string;
}

/** CPU milliseconds of this process (all threads) while `run` works. */
async function cpuOf(run: () => Promise<void>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const workloads: Array<[string, (side: Side) => Promise<void>]> = [
  [
    '200 small signed-in requests (GET /api/users/espaces)',
    async ({ app, token }) => {
      for (let i = 0; i < 200; i++) {
        const res = await app.inject({ method: 'GET', url: '/api/users/espaces', headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) throw new Error(`espaces: ${res.statusCode}`);
      }
    },
  ],
  [
    'a first sync of the cemetery, pages of 500 rows (GET /api/sync/pull)',
    async ({ app, token, espaceId }) => {
      let cursor = 0;
      for (;;) {
        const res = await app.inject({ method: 'GET', url: `/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=500`, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) throw new Error(`pull: ${res.statusCode}`);
        const body = res.json<{ cursor: number; hasMore: boolean }>();
        cursor = body.cursor;
        if (!body.hasMore) break;
      }
    },
  ],
];

async function main(): Promise<void> {
  const seedClient = new PGlite(pgliteOptions);
  const seedDb = drizzle(seedClient, { schema, casing: 'snake_case' }) as unknown as Db;
  await migrate(seedDb as never, { migrationsFolder });
  await seedDemo(seedDb, { seed: 7, plots: PLOTS, dataDir: 'memory://' });
  const dump = await seedClient.dumpDataDir('none');
  await seedClient.close();

  const sides: Side[] = [];
  for (const [name, tuned] of [
    ['parsers handed with each query', false],
    ['parsers in PGlite’s table', true],
  ] as const) {
    const database = await openFrom(dump, tuned);
    const app = await buildApp({ config: testConfig({ jwtSecret: 'bench-secret-bench-secret-bench-secret-12' }), database, mailer: new MemoryMailer() });
    const { token } = await login(app, 'agent@demo.fr', 'demo2026');
    const found = await database.db.execute(sql`select id from espaces where nom = 'Cimetière communal du Bourg'`);
    const espaceId = String((found as unknown as { rows: Array<{ id: string }> }).rows[0]!.id);
    sides.push({ name, app, token, espaceId });
  }

  const rows: string[] = [];
  for (const [label, work] of workloads) {
    const wall: number[][] = sides.map(() => []);
    const cpu: number[][] = sides.map(() => []);
    await work(sides[0]!); // warm both before measuring
    await work(sides[1]!);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, side] of sides.entries()) {
        const start = performance.now();
        cpu[i]!.push(await cpuOf(() => work(side)));
        wall[i]!.push(performance.now() - start);
      }
    }
    const [w0, w1] = wall.map(median) as [number, number];
    const [c0, c1] = cpu.map(median) as [number, number];
    rows.push(`| ${label} | ${fmt(w0)} ms (CPU ${fmt(c0)} ms) | ${fmt(w1)} ms (CPU ${fmt(c1)} ms) | **${fmt(w0 / w1, 2)}** |`);
    console.log(rows.at(-1));
  }
  for (const side of sides) await side.app.close();

  const lines = [
    '## The server on PGlite: drizzle’s parsers copied with each query, or once in PGlite’s table (issue 27, bench/pgliteParsers.bench.ts)',
    '',
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: the demo (${fmt(PLOTS)} plots, seed 7) seeded once, dumped, and loaded into two in-memory PGlites; the real app on each (Fastify inject, no network), signed in as agent@demo.fr; each workload run once on both to warm them, then ${ROUNDS} rounds alternating the two. Medians; CPU is this process's, all threads. Load average at the end: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} on 2 shared cores.`,
    '',
    '| workload | parsers handed with each query | parsers in PGlite’s table | ratio (above 1: sooner) |',
    '|---|---:|---:|---:|',
    ...rows,
  ];
  writeResultsSection('pgliteParsers', lines);
  console.log(lines.join('\n'));
}

void main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
