import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { benchServer, root, writeResultsSection } from './harness';

/**
 * Issue 29: the plan's snapshot read back at an offline opening, as the app stores it (one IndexedDB record
 * holding the plots' object graph) against one JSON string, side by side in one run, on the replica of a
 * generated cemetery (BENCH_PLOTS, default 20,000 plots) synced from the real server in headless Chromium.
 * `tsx bench/planSnapshotFormat.bench.ts` (BENCH_REUSE=1 keeps the generated cemetery of the lists bench).
 */
const plots = Number(process.env.BENCH_PLOTS ?? 20_000);
const port = Number(process.env.BENCH_LISTS_PORT ?? 4429);
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const { origin, seed, start: startServer } = benchServer({ folder: 'bench-lists-data', port, plots });
const fmt = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function call(page: Page, name: string, ...args: unknown[]): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return page.evaluate(([n, a]) => (globalThis as unknown as Record<string, Record<string, (...x: unknown[]) => unknown>>)['planSnapshotBench']![n as string]!(...(a as unknown[])), [name, args] as const);
}

async function main(): Promise<void> {
  seed();
  const bundle = await build({ entryPoints: [join(root, 'bench', 'planSnapshotFormat.browser.ts')], bundle: true, format: 'iife', write: false, target: 'es2022', platform: 'browser' });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    // The server's CSP allows no inline script: the bench's bundle is added as one.
    const page = await browser.newPage({ bypassCSP: true });
    page.setDefaultTimeout(600_000);
    await page.goto(`${origin}/api/health`);
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    console.log('replica', await call(page, 'setup', 'admin@demo.fr', 'demo2026', 'Cimetière communal du Bourg'));
    const r = await call(page, 'formats', rounds);
    console.log(r);
    const lines = [
      '## The plan snapshot read at an offline opening: object graph or JSON string (issue 29, bench/planSnapshotFormat.bench.ts)',
      '',
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: the replica of a generated cemetery synced from the real server in headless Chromium, its ${fmt(r.plots)} plan plots made by the app's own join (buildPlanPlots), stored in the replica's \`meta\` both ways, then read ${rounds} times each, alternately, on the page's main thread, to the plots in memory. Load average at the end: ${(await import('node:os')).loadavg()[0]!.toFixed(1)} on 2 shared cores.`,
      '',
      '| stored as | write (ms) | read, median (ms) | every read (ms) |',
      '|---|---:|---:|---|',
      `| one record, the plots' object graph (structured clone) | ${fmt(r.writeObjectMs)} | **${fmt(r.objectMedian)}** | ${r.object.map((x: number) => fmt(x)).join(', ')} |`,
      `| one JSON string of ${fmt(r.textMb, 1)} MB, then JSON.parse | ${fmt(r.writeJsonMs)} | **${fmt(r.jsonMedian)}** | ${r.json.map((x: number) => fmt(x)).join(', ')} |`,
      `| the app's snapshot (savePlanSnapshot, readPlanSnapshot with its stamp check) | ${fmt(r.writeAppMs)} | **${fmt(r.appMedian)}** | ${r.app.map((x: number) => fmt(x)).join(', ')} |`,
      '',
      `Ratio of the medians, object graph / JSON: **${fmt(r.objectMedian / r.jsonMedian, 2)}**.`,
    ];
    writeResultsSection('planSnapshotFormat', lines);
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    server.kill();
  }
}

void main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
