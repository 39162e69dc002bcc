import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { benchServer, root } from './harness';

/**
 * `npm run bench`: a generated cemetery (BENCH_PLOTS, default 20,000 plots) served by the real server,
 * and headless Chromium running the real replica and sync engine against it, side by side with the
 * bare alternatives. Speeds are compared as ratios measured in one run (DESIGN §8: shared, noisy
 * machines). Writes bench/RESULTS.md.
 */
const plots = Number(process.env.BENCH_PLOTS ?? 20_000);
const port = Number(process.env.BENCH_PORT ?? 4419);
const { origin, seed, start: startServer } = benchServer({ folder: 'bench-data', port, plots });

/** Samples the page's JS heap every 50 ms while `fn` runs; returns the peak in MB. */
async function withPeakHeap<T>(cdp: CDPSession, label: string, fn: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  console.log(`… ${label}`);
  await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
  let peak = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
      peak = Math.max(peak, used);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    return { value: await fn(), peakMb: peak / 1024 / 1024 };
  } finally {
    running = false;
    await sampler;
  }
}

type Bench = {
  login(u: string, p: string): Promise<{ id: string; roles: string[] }>;
  espaces(): Promise<Array<{ id: string; nom: string }>>;
  bootstrap(e: string, limit: number, durability: 'strict' | 'relaxed'): Promise<{ ms: number; rows: number; plots: number }>;
  fetchOnly(e: string, limit: number): Promise<{ ms: number; rows: number; requests: number }>;
  bareBulkPut(e: string): Promise<{ ms: number; rows: number }>;
  push(e: string, actor: { id: string; roles: string[] }, n: number, batch: number): Promise<{ ms: number; applied: number; refused: number; enqueueP50: number; enqueueP95: number }>;
};

function call<K extends keyof Bench>(page: Page, name: K, ...args: Parameters<Bench[K]>): Promise<Awaited<ReturnType<Bench[K]>>> {
  return page.evaluate(
    ([n, a]) => (globalThis as unknown as Record<string, Record<string, (...x: unknown[]) => unknown>>).bench![n as string]!(...(a as unknown[])),
    [name, args] as const,
  ) as Promise<Awaited<ReturnType<Bench[K]>>>;
}

const START = '<!-- sync-bench:start -->';
const END = '<!-- sync-bench:end -->';

/**
 * Replaces this benchmark's section of RESULTS.md, between its markers, and keeps the other sections. Another
 * benchmark's marker found inside the old section (written there by mistake) is moved after it, not lost.
 */
function writeSection(text: string): void {
  const file = join(root, 'bench', 'RESULTS.md');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${START}\n${text}\n${END}`;
  const from = existing.indexOf(START);
  const to = existing.indexOf(END);
  if (from < 0 || to <= from) return writeFileSync(file, `${block}\n${existing}`);
  const stray = existing.slice(from + START.length, to).match(/<!-- [\w.-]+:(start|end) -->/g) ?? [];
  writeFileSync(file, existing.slice(0, from) + block + (stray.length > 0 ? `\n${stray.join('\n')}` : '') + existing.slice(to + END.length));
}

/** One row of the goals table: the ratio measured and whether it meets the goal. */
function goal(what: string, ratio: number, met: (r: number) => boolean): string {
  return `| ${what} | ${fmt(ratio, 2)}× | ${met(ratio) ? 'met' : 'not met'} |`;
}

const load = { start: '' };

const fmt = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  load.start = fmt(os.loadavg()[0] ?? 0, 1);
  console.log(`Génération d'un cimetière de ${plots} emplacements…`);
  seed();
  const bundle = await build({ entryPoints: [join(root, 'bench', 'browser.ts')], bundle: true, format: 'iife', write: false, target: 'es2022', platform: 'browser' });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/health`);
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.enable');
    const actor = await call(page, 'login', 'admin@demo.fr', 'demo2026');
    const espace = (await call(page, 'espaces')).find((e) => e.nom === 'Cimetière communal du Bourg');
    if (!espace) throw new Error('main demo cemetery not found');

    const fetch150 = await withPeakHeap(cdp, 'fetch 150', () => call(page, 'fetchOnly', espace.id, 150));
    const fetch1000 = await withPeakHeap(cdp, 'fetch 1000', () => call(page, 'fetchOnly', espace.id, 1000));
    const fetch5000 = await withPeakHeap(cdp, 'fetch 5000', () => call(page, 'fetchOnly', espace.id, 5000));
    const bare = await withPeakHeap(cdp, 'bare bulkPut', () => call(page, 'bareBulkPut', espace.id));
    const strict = await withPeakHeap(cdp, 'bootstrap 5000 strict', () => call(page, 'bootstrap', espace.id, 5000, 'strict'));
    const boot1000 = await withPeakHeap(cdp, 'bootstrap 1000', () => call(page, 'bootstrap', espace.id, 1000, 'relaxed'));
    const boot = await withPeakHeap(cdp, 'bootstrap 5000', () => call(page, 'bootstrap', espace.id, 5000, 'relaxed'));
    const batched = await withPeakHeap(cdp, 'push by 200', () => call(page, 'push', espace.id, actor, 1000, 200));
    const single = await withPeakHeap(cdp, 'push one by one', () => call(page, 'push', espace.id, actor, 1000, 1));

    const rows = boot.value.rows;
    const rps = (ms: number) => fmt((rows / ms) * 1000);
    const lines = [
      '# Benchmarks',
      '',
      `Run of \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: a generated cemetery of ${fmt(plots)} plots (${fmt(boot.value.plots)} in the replica, ${fmt(rows)} replicated rows in all tables), the real server (Fastify on embedded PGlite, same machine) and headless Chromium (Debian). Every figure comes from this one run; compare the ratios, not the absolute times (shared, noisy machine, DESIGN §8).`,
      '',
      '## Bootstrap of a replica (first opening of the cemetery)',
      '',
      '| what | time | rows/s | ratio | peak page heap |',
      '|---|---:|---:|---:|---:|',
      `| replica bootstrap as the sync worker does it: pages of 5,000, next page fetched while one is stored, relaxed durability | ${fmt(boot.value.ms)} ms | ${rps(boot.value.ms)} | 1 | ${fmt(boot.peakMb, 1)} MB |`,
      `| same, pages of 1,000 | ${fmt(boot1000.value.ms)} ms | ${rps(boot1000.value.ms)} | ${fmt(boot1000.value.ms / boot.value.ms, 2)} | ${fmt(boot1000.peakMb, 1)} MB |`,
      `| same, pages of 5,000, strict durability (one flush per page) | ${fmt(strict.value.ms)} ms | ${rps(strict.value.ms)} | ${fmt(strict.value.ms / boot.value.ms, 2)} | ${fmt(strict.peakMb, 1)} MB |`,
      `| fetch only, 150 rows per request (${fmt(fetch150.value.requests)} requests, nothing stored) | ${fmt(fetch150.value.ms)} ms | ${rps(fetch150.value.ms)} | ${fmt(fetch150.value.ms / boot.value.ms, 2)} | ${fmt(fetch150.peakMb, 1)} MB |`,
      `| fetch only, 1,000 rows per request (${fmt(fetch1000.value.requests)} requests) | ${fmt(fetch1000.value.ms)} ms | ${rps(fetch1000.value.ms)} | ${fmt(fetch1000.value.ms / boot.value.ms, 2)} | ${fmt(fetch1000.peakMb, 1)} MB |`,
      `| fetch only, 5,000 rows per request (${fmt(fetch5000.value.requests)} requests) | ${fmt(fetch5000.value.ms)} ms | ${rps(fetch5000.value.ms)} | ${fmt(fetch5000.value.ms / boot.value.ms, 2)} | ${fmt(fetch5000.peakMb, 1)} MB |`,
      `| bare Dexie bulkPut of the same rows, already in memory (same indexes) | ${fmt(bare.value.ms)} ms | ${rps(bare.value.ms)} | ${fmt(bare.value.ms / boot.value.ms, 2)} | ${fmt(bare.peakMb, 1)} MB |`,
      '',
      `Against its parts done one after the other (fetch by 5,000 + bare bulkPut), the bootstrap takes ${fmt(boot.value.ms / (fetch5000.value.ms + bare.value.ms), 2)}×: fetching and storing overlap, and each page is one transaction with its cursor, so an interrupted bootstrap resumes where it stopped. Against the old way, fetching 150 rows per request without even storing them, it takes ${fmt(boot.value.ms / fetch150.value.ms, 2)}× the time.`,
      '',
      '## Push of 1,000 queued mutations (location.setEtatAbandon)',
      '',
      '| what | time | mutations/s | ratio |',
      '|---|---:|---:|---:|',
      `| batches of 200 (the engine's default) | ${fmt(batched.value.ms)} ms | ${fmt((1000 / batched.value.ms) * 1000)} | 1 |`,
      `| one request per mutation | ${fmt(single.value.ms)} ms | ${fmt((1000 / single.value.ms) * 1000)} | ${fmt(single.value.ms / batched.value.ms, 1)} |`,
      '',
      `Applied: ${batched.value.applied} and ${single.value.applied}; refused: ${batched.value.refused} and ${single.value.refused}. One enqueue (validation, optimistic apply, outbox write, one strict-durability transaction): p50 ${fmt(batched.value.enqueueP50, 1)} ms, p95 ${fmt(batched.value.enqueueP95, 1)} ms. Peak page heap during the pushes: ${fmt(batched.peakMb, 1)} MB and ${fmt(single.peakMb, 1)} MB.`,
      '',
      'Peak heap is the JS heap of the page (CDP `JSHeapUsedSize`, sampled every 50 ms), not the IndexedDB process.',
      '',
      '## Goals of issue 3, this run',
      '',
      '| goal | measured | |',
      '|---|---:|---|',
      goal('bootstrap at most 1.5× a bare Dexie bulkPut of the same rows', boot.value.ms / bare.value.ms, (r) => r <= 1.5),
      goal('bootstrap at least 5× faster than fetching 150 plots per request', fetch150.value.ms / boot.value.ms, (r) => r >= 5),
      goal('push of 1,000 mutations at least 10× faster than one request each', single.value.ms / batched.value.ms, (r) => r >= 10),
      '',
      `Reading: the bootstrap now overlaps fetching with storing (${fmt(boot.value.ms / (fetch5000.value.ms + bare.value.ms), 2)}× the sum of its parts) and is within ${fmt(boot.value.ms / bare.value.ms, 2)}× of the bare write, so IndexedDB is its bound. The goal against 150 rows per request cannot be met on this machine whatever the server does: a bootstrap cannot beat storing the rows (${fmt(bare.value.ms)} ms of bare bulkPut), so against ${fmt(fetch150.value.ms)} ms of fetching 150 per request the ratio is at most ${fmt(fetch150.value.ms / bare.value.ms, 2)}×. That baseline is this server's own pull at limit 150 (${fmt(fetch150.value.requests)} requests of ${fmt(fetch150.value.ms / fetch150.value.requests)} ms each), which the same server changes made faster too.`,
      '',
      '## Notes',
      '',
      `- The machine has 2 cores and is shared with other engineers' builds and tests: load average ${load.start} at the start of this run, ${fmt(os.loadavg()[0] ?? 0, 1)} at the end. Absolute times move by tens of percent between runs; read the ratios within one run.`,
      "- Server side since the previous run (same section, 2026-11-22 morning: push 5,5×, bootstrap 1,72× the bare bulkPut and 3,01× faster than pages of 150): a push is one command batch (server/commands/batch.ts: the counter locked and read once and written once before commit, primary rows read in one query per table, rows flushed in multi-row statements before any later read, history and answers inserted together), about 10 SQL statements per request instead of 6 per mutation; a pull page is a seq range (its last seq from one index-only query, then one (espace_id, seq) range per table) instead of a list of up to 5,000 ids, and its rows' JSON is built by the database (json_agg) and sent as text, not mapped into objects and serialised again. A run in between, with the seq range but rows still mapped in JavaScript, measured 1,81× the bare bulkPut and 2,07× against pages of 150: the JavaScript mapping of rows, not the id list, was the server's cost.",
      "- The engine's earlier changes still hold: the next page is fetched while one is stored, bootstrap pages are 5,000 rows, and the sync worker writes with relaxed durability (everything it writes can be had again from the server; the user's changes are still written with strict durability by enqueue).",
      '- To rerun: `npm run bench` (BENCH_PLOTS to change the size, BENCH_REUSE=1 to keep the generated cemetery of the previous run, BENCH_ONLY=sync for this benchmark alone).',
      '',
    ];
    writeSection(lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();

// BENCH_ONLY=sync: this benchmark alone.
if (process.env.BENCH_ONLY === 'sync') process.exit(0);

// Issue 6 (lists, search, exports): its own server and cemetery, its own section of RESULTS.md, after this one.
const { runListsBench } = await import('./lists.bench');
await runListsBench();

// Issue 4 (plan): the built app (npm run build first), its own server, cemetery and section of RESULTS.md.
const { runPlanBench } = await import('./plan.bench');
await runPlanBench();
await import('./compression.bench'); // Issue 5 (photo compression): no server, its own section of RESULTS.md.
await import('./swInstall.bench'); // Issue 27 (shell precache, one file at a time or six): the built app, no app server.

// Issue 13 (load): 200 simulated tablets against one and two server processes on PostgreSQL (started as
// scripts/test-postgres.sh does, or BENCH_DATABASE_URL), its own section of RESULTS.md.
const { runLoadBench } = await import('./load.bench');
await runLoadBench();

// Issue 17 (letters): a year's renewal letters in Node and in headless Chromium, its own section.
const { runLettersBench } = await import('./letters.bench');
await runLettersBench();

// Issue 14 (first load): Lighthouse on /login and /concessions of the built app, its own server and section.
await import('./lighthouse.bench');

// Issue 26 (reading a register's .xlsx, SheetJS beside the streaming reader): child processes, its own section.
await import('./xlsxRead.bench');

// Issue 26 (other towns during a register import of 20,000 and 100,000 lines): its own server processes and
// section of RESULTS.md; BENCH_BEFORE=<commit> measures that commit's code beside this one.
await import('./importLoad.bench');
