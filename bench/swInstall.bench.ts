import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { root, writeResultsSection } from './harness';

/**
 * Issue 27 (the suite's time) and a tablet's first visit: the service worker keeps the app shell (every file of
 * dist/sw.js's manifest) before the app can go offline. Workbox fetches and stores them one at a time;
 * sw/precacheInParallel.ts does it PRECACHE_CONCURRENCY at a time. This measures that same work (fetch, then
 * Cache Storage put, of the build's manifest) in headless Chromium, one at a time against six at a time, runs
 * alternated, served over HTTP by a plain Node server with a delay per answer to stand for a town hall's Wi-Fi
 * (BENCH_SW_LATENCY_MS, default 0 and 30). Needs `npm run build` first. Alone: `tsx bench/swInstall.bench.ts`.
 */
const runs = Number(process.env.BENCH_SW_RUNS ?? 5);
const latencies = (process.env.BENCH_SW_LATENCY_MS ?? '0,30').split(',').map(Number);
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'sw.js'))) throw new Error('dist/sw.js absent : lancez « npm run build » avant ce banc.');
const manifest = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1]}`);

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.woff2': 'font/woff2', '.ico': 'image/x-icon' };
let latency = 0;
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
  const file = join(dist, path === '/' ? 'index.html' : path);
  setTimeout(() => {
    if (path === '/blank') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>banc</title>');
    if (!file.startsWith(dist) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  }, latency);
});
await new Promise<void>((resolve) => server.listen(0, resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
async function fill(concurrency: number): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/blank`);
  // A string, not a function: tsx would wrap the page's functions in a helper the page does not have.
  const ms = (await page.evaluate(`(async (urls, concurrency) => {
    const cache = await caches.open('bench-precache');
    const queue = [...urls];
    const started = performance.now();
    const workers = Array.from({ length: concurrency }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) await cache.put(url, await fetch(url, { credentials: 'same-origin' }));
    });
    await Promise.all(workers);
    return performance.now() - started;
  })(${JSON.stringify(manifest)}, ${concurrency})`)) as number;
  await context.close();
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rows: string[] = [];
for (const ms of latencies) {
  latency = ms;
  const one: number[] = [];
  const six: number[] = [];
  for (let i = 0; i < runs; i++) {
    one.push(await fill(1));
    six.push(await fill(6));
  }
  const [a, b] = [median(one), median(six)];
  rows.push(`| ${ms} ms | ${(a / 1000).toFixed(2)} s | ${(b / 1000).toFixed(2)} s | ${(a / b).toFixed(2)}× |`);
  console.log(`latence ${ms} ms : un à la fois ${a.toFixed(0)} ms, six à la fois ${b.toFixed(0)} ms`);
}
await browser.close();
server.close();
writeResultsSection('swInstall', [
  '## Service worker install: the app shell kept one file at a time (Workbox) against six at a time (issue 27)',
  '',
  `${manifest.length} files of the build's precache manifest fetched and stored in Cache Storage by headless Chromium, median of ${runs} alternated runs; load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.`,
  '',
  '| delay per answer | one at a time | six at a time | ratio |',
  '|---|---|---|---|',
  ...rows,
]);
