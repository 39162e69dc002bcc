import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { root, writeResultsSection } from './harness';
import { LOAD_PASSWORD, loadPlots, seedLoadWorld, type LoadWorld } from './load.seed';
import { LoadStats, Tablet } from './load.tablet';

/**
 * Issue 13 load benchmark (DESIGN §8): 200 simulated tablets (BENCH_LOAD_TABLETS) in 20 municipalities
 * (BENCH_LOAD_CEMETERIES) of 300 plots each, speaking the sync protocol over loopback HTTP to real server
 * processes on one PostgreSQL: first against one process, then two behind a round-robin balancer. Two loads
 * each: steady, every tablet syncing every 10 s (BENCH_LOAD_INTERVAL_MS) for 25 s (BENCH_LOAD_SECONDS), a
 * cycle being a push of 20 mutations and pulls from its cursor; then bursts, every tablet pushing at the
 * same instant (the town halls' morning sync), three times. Latency per request, throughput, errors. The
 * load generator runs in this process on the same 2 cores as the servers and PostgreSQL.
 * PostgreSQL: BENCH_DATABASE_URL, or the local cluster started as scripts/test-postgres.sh does (root).
 * Runs last in `npm run bench`, or alone: `tsx bench/load.bench.ts`; writes its own section of bench/RESULTS.md.
 */
const TABLETS = Number(process.env.BENCH_LOAD_TABLETS ?? 200);
const CEMETERIES = Number(process.env.BENCH_LOAD_CEMETERIES ?? 20);
const PLOTS = Number(process.env.BENCH_LOAD_PLOTS ?? 300);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 25);
const INTERVAL_MS = Number(process.env.BENCH_LOAD_INTERVAL_MS ?? 10_000);
const BURSTS = 3;
const WARMUP_MS = 3000;
const PORT_BASE = Number(process.env.BENCH_LOAD_PORT ?? 4460);
const JWT_SECRET = 'load-bench-secret-load-bench-secret-0123';
/** Extra Node options for the servers, e.g. BENCH_LOAD_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" to profile them. */
const nodeArgs = (process.env.BENCH_LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** BENCH_LOAD_ONLY=1 or 2: that configuration alone (while investigating). */
const only = process.env.BENCH_LOAD_ONLY;
/**
 * BENCH_LOAD_BEFORE=<folder>: a checkout of an earlier commit (with node_modules): each configuration also runs
 * on its server code, just before the current one, so a change is measured side by side in one run.
 */
const before = process.env.BENCH_LOAD_BEFORE;

function sh(command: string): string {
  const run = spawnSync('bash', ['-c', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command}\n${run.stderr}`);
  return run.stdout.trim();
}

/** A fresh database for the run: on BENCH_DATABASE_URL's server, or on the local cluster, started if need be. */
function freshDatabase(): string {
  const given = process.env.BENCH_DATABASE_URL;
  const name = 'cimetiere_load_bench';
  if (given) {
    const url = new URL(given);
    const admin = `psql "${given}" -v ON_ERROR_STOP=1`;
    sh(`${admin} -c 'DROP DATABASE IF EXISTS ${name} WITH (FORCE)' -c 'CREATE DATABASE ${name}'`);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const version = sh('ls /etc/postgresql | sort -n | tail -1');
  spawnSync('pg_ctlcluster', [version, 'main', 'start']);
  const psql = (sqlText: string) => sh(`su postgres -c "psql -v ON_ERROR_STOP=1 -c \\"${sqlText}\\""`);
  psql(`DO \\\\$\\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='cimetiere') THEN CREATE ROLE cimetiere LOGIN PASSWORD 'cimetiere' CREATEDB; END IF; END \\\\$\\\\$;`);
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(`CREATE DATABASE ${name} OWNER cimetiere`);
  return `postgres://cimetiere:cimetiere@localhost:5432/${name}`;
}

interface Server {
  origin: string;
  child: ChildProcess;
}

/** `node --import tsx server/main.ts` on loopback, as production runs it; resolves when it answers. */
async function startServer(databaseUrl: string, index: number, serverDir = root): Promise<Server> {
  const port = PORT_BASE + index;
  const dataDir = join(root, '.tmp', `load-bench-${index}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, DEMO_DATA: '0', NODE_ENV: 'test', DATA_DIR: dataDir };
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(serverDir, 'server', 'main.ts')], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server ${index} exited at start`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server ${index} did not start`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

async function login(origin: string, username: string): Promise<string> {
  const res = await fetch(`${origin}/api/login_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: LOAD_PASSWORD }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** The tablets of one scenario: each cemetery's plots shared between its tablets, each tablet on one process. */
async function makeTablets(databaseUrl: string, world: LoadWorld, origins: string[], stats: LoadStats): Promise<Tablet[]> {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    const perCemetery = Math.ceil(TABLETS / world.cemeteries.length);
    const tablets: Tablet[] = [];
    for (const [c, cemetery] of world.cemeteries.entries()) {
      // One sign-in per clerk, shared by the municipality's tablets (no login slow-down involved).
      const token = await login(origins[0]!, cemetery.username);
      const { plots, changeSeq } = await loadPlots(database.db, cemetery.espaceId);
      const share = Math.floor(plots.length / perCemetery);
      for (let k = 0; k < perCemetery && tablets.length < TABLETS; k++) {
        const origin = origins[(c * perCemetery + k) % origins.length]!;
        tablets.push(new Tablet(cemetery.espaceId, token, origin, plots.slice(k * share, (k + 1) * share), changeSeq, stats));
      }
    }
    return tablets;
  } finally {
    await database.close();
  }
}

interface Measured {
  stats: LoadStats;
  seconds: number;
}

/** Every tablet syncs every INTERVAL_MS, spread evenly, for SECONDS; the first WARMUP_MS are not counted. */
async function steady(tablets: Tablet[], stats: LoadStats): Promise<Measured> {
  const begin = performance.now();
  stats.recordFrom = begin + WARMUP_MS;
  const end = begin + SECONDS * 1000;
  await Promise.all(
    tablets.map(async (tablet, i) => {
      let next = begin + (i / tablets.length) * INTERVAL_MS;
      await sleep(next - performance.now());
      while (performance.now() < end) {
        await tablet.cycle();
        next += INTERVAL_MS;
        await sleep(next - performance.now());
      }
    }),
  );
  return { stats, seconds: (performance.now() - stats.recordFrom) / 1000 };
}

/** Every tablet starts a cycle at the same instant, BURSTS times, each burst when the previous is done. */
async function bursts(tablets: Tablet[], stats: LoadStats): Promise<Measured> {
  const begin = performance.now();
  for (let b = 0; b < BURSTS; b++) {
    let left = tablets.length;
    await Promise.all(tablets.map((t) => t.cycle().finally(() => (left -= 1))));
    console.log(`  burst ${b + 1} done in ${fmt(performance.now() - begin)} ms (${left} left)`);
  }
  return { stats, seconds: (performance.now() - begin) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—');

function row(label: string, m: Measured): string {
  const push = [...m.stats.push].sort((a, b) => a - b);
  const pull = [...m.stats.pull].sort((a, b) => a - b);
  const requests = push.length + pull.length;
  const lat = (xs: number[]) => `${fmt(percentile(xs, 50))} / ${fmt(percentile(xs, 95))} / ${fmt(percentile(xs, 99))}`;
  const errors = m.stats.errors === 0 ? '0' : `${m.stats.errors} (${[...m.stats.errorKinds].map(([k, n]) => `${k} : ${n}`).join(', ')})`;
  return `| ${label} | ${fmt(requests / m.seconds)} | ${fmt(m.stats.applied / m.seconds)} | ${push.length} | ${lat(push)} | ${pull.length} | ${lat(pull)} | ${errors} |`;
}

export interface LoadResult {
  label: string;
  steady: Measured;
  burst: Measured;
  notApplied: number;
}

/** One configuration: `processes` servers, the steady load then the bursts, on the same database. */
async function scenario(databaseUrl: string, world: LoadWorld, processes: number, label: string, serverDir = root): Promise<LoadResult> {
  console.log(`… ${label}`);
  const servers = await Promise.all(Array.from({ length: processes }, (_, i) => startServer(databaseUrl, i, serverDir)));
  try {
    const origins = servers.map((s) => s.origin);
    const steadyStats = new LoadStats();
    const steadyRun = await steady(await makeTablets(databaseUrl, world, origins, steadyStats), steadyStats);
    console.log(`  steady: ${steadyStats.push.length} pushes, ${steadyStats.pull.length} pulls, ${steadyStats.errors} errors`);
    const burstStats = new LoadStats();
    const burstRun = await bursts(await makeTablets(databaseUrl, world, origins, burstStats), burstStats);
    console.log(`  bursts: ${burstStats.push.length} pushes, ${burstStats.pull.length} pulls, ${burstStats.errors} errors`);
    return { label, steady: steadyRun, burst: burstRun, notApplied: steadyStats.notApplied + burstStats.notApplied };
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

export async function runLoadBench(): Promise<LoadResult[]> {
  const loadStart = fmt(loadavg()[0] ?? 0, 1);
  const databaseUrl = freshDatabase();
  // The first server migrates; the data goes in before any tablet starts.
  const migrator = await startServer(databaseUrl, 0);
  await stopServer(migrator);
  const seeding = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const world = await seedLoadWorld(seeding.db, { cemeteries: CEMETERIES, plots: PLOTS });
  await seeding.close();

  const results: LoadResult[] = [];
  for (const processes of [1, 2]) {
    if (only && only !== String(processes)) continue;
    if (before) results.push(await scenario(databaseUrl, world, processes, `${processes} processus, avant`, before));
    results.push(await scenario(databaseUrl, world, processes, before ? `${processes} processus, après` : `${processes} processus`));
  }
  const lines = [
    '## Load: 200 tablets against one and two server processes on PostgreSQL (issue 13)',
    '',
    `Run of \`tsx bench/load.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: ${TABLETS} simulated tablets in ${CEMETERIES} municipalities of ${PLOTS} plots each, speaking the sync protocol over loopback HTTP to real server processes (\`node --import tsx server/main.ts\`) on one PostgreSQL 15, all on this 2-core machine with the load generator. A tablet's cycle is a push of 20 mutations (8 location.setEtatAbandon, 4 location.setFacture, 4 occupant.update, 4 note.create, with the values it saw as base) then pulls from its cursor (pages of 1,000) of what the other tablets of its cemetery wrote. Steady: each tablet every ${fmt(INTERVAL_MS / 1000)} s, spread evenly, for ${SECONDS} s (the first ${fmt(WARMUP_MS / 1000)} s not counted). Burst: all ${TABLETS} tablets start a cycle at the same instant, ${BURSTS} times in a row. Two processes: tablets spread over both (round robin, as a balancer). Latencies in ms, per request; an error is a non-2xx answer, a network error or no answer within 30 s.`,
    '',
    '| scenario | requests/s | mutations applied/s | pushes | push p50 / p95 / p99 | pulls | pull p50 / p95 / p99 | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.flatMap((r) => [row(`${r.label}, steady`, r.steady), row(`${r.label}, burst of ${TABLETS}`, r.burst)]),
    '',
    `Mutations not applied (conflict or refusal): ${results.map((r) => r.notApplied).join(' and ')} (each tablet edits only its own plots with the values it saw: none expected).`,
    '',
    `- The machine has 2 cores shared with other engineers' work: load average ${loadStart} at the start, ${fmt(loadavg()[0] ?? 0, 1)} at the end; absolute times move between runs.`,
    '- To rerun: `tsx bench/load.bench.ts` (BENCH_LOAD_TABLETS, BENCH_LOAD_CEMETERIES, BENCH_LOAD_PLOTS, BENCH_LOAD_SECONDS, BENCH_LOAD_INTERVAL_MS; BENCH_DATABASE_URL for another PostgreSQL).',
  ];
  writeResultsSection('load', lines);
  console.log(lines.join('\n'));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await runLoadBench();
