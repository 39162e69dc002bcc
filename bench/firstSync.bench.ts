import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { root, writeResultsSection } from './harness';

/**
 * Issue 27 benchmark: what sign-in and the first sync of 'Cimetière communal du Bourg' (rows, then the files)
 * cost the browser, for two builds side by side in one run. Each round starts the real server as
 * playwright.config.ts starts it (fresh demo data) on one build, runs scripts/firstSyncCpu.mjs against it and
 * stops it; the builds alternate, so the machine's load falls on both alike. CPU seconds, not wall time: on a
 * shared machine wall time follows the load.
 *   BENCH_BEFORE=path/of/old/dist BENCH_AFTER=dist BENCH_ROUNDS=3 tsx bench/firstSync.bench.ts
 * BENCH_BEFORE is a copy of dist/ built from the commit compared with (e.g. `git stash; npm run build; cp -r dist
 * /tmp/before-dist`).
 */
const run = promisify(execFile);
const before = process.env.BENCH_BEFORE;
const after = resolve(process.env.BENCH_AFTER ?? join(root, 'dist'));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4439);
const cemetery = 'Cimetière communal du Bourg';

interface Sample {
  wall: number;
  browser: number;
  server: number;
}

async function startServer(dist: string, folder: string): Promise<ChildProcess> {
  const app = join(root, '.tmp', `${folder}-app`);
  const data = join(root, '.tmp', `${folder}-data`);
  rmSync(app, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  await run('cp', ['-r', dist, join(app, 'dist')]);
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'server/main.ts')], {
    cwd: app,
    env: { ...process.env, PORT: String(port), DATA_DIR: data, DEMO_DATA: '1', NODE_ENV: 'test', E2E_RESET: '1', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`http://localhost:${port}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill();
  throw new Error('Le serveur du banc ne démarre pas.');
}

async function measure(dist: string, folder: string): Promise<Sample> {
  const server = await startServer(dist, folder);
  try {
    const { stdout } = await run('node', [join(root, 'scripts/firstSyncCpu.mjs')], { env: { ...process.env, BASE: `http://localhost:${port}`, CEM: cemetery }, timeout: 600_000 });
    const m = /synchronisation : ([\d.]+) s, CPU navigateur ([\d.]+) s, CPU serveur ([\d.]+) s/.exec(stdout);
    if (!m) throw new Error(`Sortie inattendue : ${stdout}`);
    return { wall: Number(m[1]), browser: Number(m[2]), server: Number(m[3]) };
  } finally {
    server.kill();
    await new Promise((r) => server.once('exit', r));
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
}
const fmt = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

async function main(): Promise<void> {
  if (!before) throw new Error('BENCH_BEFORE : le dossier dist/ de la version comparée.');
  const samples: { before: Sample[]; after: Sample[] } = { before: [], after: [] };
  for (let i = 0; i < rounds; i++) {
    for (const which of ['before', 'after'] as const) {
      const s = await measure(which === 'before' ? resolve(before) : after, `bench-firstsync-${which}`);
      console.log(`round ${i + 1} ${which}: browser ${s.browser} s, server ${s.server} s, wall ${s.wall} s`);
      samples[which].push(s);
    }
  }
  const row = (name: string, xs: Sample[]) =>
    `| ${name} | ${xs.map((s) => fmt(s.browser)).join(' · ')} | ${fmt(median(xs.map((s) => s.browser)))} | ${fmt(median(xs.map((s) => s.server)))} | ${fmt(median(xs.map((s) => s.wall)))} |`;
  const ratio = median(samples.before.map((s) => s.browser)) / median(samples.after.map((s) => s.browser));
  const load = (await run('cat', ['/proc/loadavg'])).stdout.split(' ')[0];
  const lines = [
    '## Sign-in and first sync of a cemetery, browser CPU (issue 27, bench/firstSync.bench.ts)',
    '',
    `'${cemetery}' (demo data, about 9,700 rows and 29 files), agent@demo.fr on a fresh browser context, until 'synchronisé'`,
    `(scripts/firstSyncCpu.mjs), ${rounds} rounds alternating the two builds, each on a fresh server. Load average ${load} on the shared machine.`,
    '',
    '| build | browser CPU per round (s) | browser CPU, median (s) | server CPU, median (s) | wall, median (s) |',
    '|---|---|---|---|---|',
    row('before', samples.before),
    row('after', samples.after),
    '',
    `Browser CPU before / after: ${ratio.toFixed(2)}×. Rounds of one build differ by several seconds when the machine is loaded:`,
    'a ratio within that spread is no difference.',
  ];
  writeResultsSection('firstSync', lines);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
