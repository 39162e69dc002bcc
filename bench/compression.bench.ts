import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { writeResultsSection } from './harness';

/**
 * Issue 5 benchmark: a 12-megapixel JPEG (4000×3000, drawn in the page) compressed by the photo pipeline of the
 * plot sheet (workers/image.compress.ts: EXIF read, then browser-image-compression to a 2,048 px JPEG) in the
 * image worker against on the main thread: time, output size, and the longest main-thread task while it runs
 * (PerformanceObserver 'longtask'; goal: none over 50 ms with the worker). No server: the page, the worker and
 * the code are served from memory by Playwright. Writes its own section of bench/RESULTS.md.
 * Runs alone: `tsx bench/compression.bench.ts` (BENCH_COMPRESSION_RUNS, default 5).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_COMPRESSION_RUNS ?? 5);
const ORIGIN = 'http://bench.local';

/** The page side: makes the JPEG, runs both ways, watches long tasks and the longest gap between frames. */
const PAGE_SOURCE = `
import { wrap } from 'comlink';
import { compressPhoto } from './workers/image.compress';

async function makeJpeg() {
  const canvas = document.createElement('canvas');
  canvas.width = 4000;
  canvas.height = 3000;
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 4000, 3000);
  g.addColorStop(0, '#3a5'); g.addColorStop(1, '#a53');
  ctx.fillStyle = g; ctx.fillRect(0, 0, 4000, 3000);
  let x = 12345;
  for (let i = 0; i < 80000; i++) {
    x = (x * 9301 + 49297) % 233280;
    ctx.fillStyle = 'hsla(' + (x % 360) + ', 70%, ' + (30 + (x % 50)) + '%, 0.6)';
    ctx.fillRect((x * 17) % 4000, (x * 31) % 3000, 6 + (x % 30), 6 + (x % 20));
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}

let worker = null;
async function watch(fn) {
  const tasks = [];
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push(e.duration); });
  observer.observe({ type: 'longtask' });
  let maxGap = 0; let last = performance.now(); let running = true;
  const tick = () => { const now = performance.now(); maxGap = Math.max(maxGap, now - last); last = now; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const start = performance.now();
  const out = await fn();
  const ms = performance.now() - start;
  running = false;
  await new Promise((r) => setTimeout(r, 50));
  observer.disconnect();
  return { ms, size: out.blob.size, longest: tasks.length ? Math.max(...tasks) : 0, over50: tasks.filter((d) => d > 50).length, maxGap };
}

globalThis.compressionBench = {
  async input() { const b = await makeJpeg(); globalThis.__jpeg = b; return b.size; },
  async worker() {
    if (!worker) worker = wrap(new Worker('/image.worker.js', { type: 'module' }));
    return watch(() => worker.compress(globalThis.__jpeg, 'photo.jpg'));
  },
  async main() { return watch(() => compressPhoto(globalThis.__jpeg, 'photo.jpg')); },
};
`;

async function bundle(entry: { contents?: string; file?: string }): Promise<string> {
  const result = await build({
    ...(entry.contents ? { stdin: { contents: entry.contents, resolveDir: root, loader: 'ts' } } : { entryPoints: [entry.file ?? ''] }),
    bundle: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    platform: 'browser',
  });
  return result.outputFiles[0]?.text ?? '';
}

type Sample = { ms: number; size: number; longest: number; over50: number; maxGap: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const [pageJs, workerJs] = await Promise.all([bundle({ contents: PAGE_SOURCE }), bundle({ file: join(root, 'workers', 'image.worker.ts') })]);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/page.js') return route.fulfill({ contentType: 'text/javascript', body: pageJs });
      if (path === '/image.worker.js') return route.fulfill({ contentType: 'text/javascript', body: workerJs });
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title><script type="module" src="/page.js"></script>' });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'compressionBench' in globalThis);
    const call = (name: string) => page.evaluate((n) => (globalThis as unknown as Record<string, Record<string, () => Promise<unknown>>>)['compressionBench']![n]!(), name);
    const inputSize = (await call('input')) as number;
    const worker: Sample[] = [];
    const main: Sample[] = [];
    // Warm-up of each way (code compiled, worker started), then alternate so machine noise hits both alike.
    await call('worker');
    await call('main');
    for (let i = 0; i < runs; i++) {
      worker.push((await call('worker')) as Sample);
      main.push((await call('main')) as Sample);
    }
    const row = (label: string, s: Sample[]) =>
      `| ${label} | ${fmt(median(s.map((x) => x.ms)))} ms | ${fmt(median(s.map((x) => x.size)) / 1024)} KB | ${fmt(Math.max(...s.map((x) => x.longest)))} ms | ${fmt(median(s.map((x) => x.over50)))} | ${fmt(Math.max(...s.map((x) => x.maxGap)))} ms |`;
    const lines = [
      '## Photo compression (issue 5, bench/compression.bench.ts)',
      '',
      `Run on ${new Date().toISOString().slice(0, 10)} in headless Chromium (Debian, software rendering): one 4000×3000 JPEG of ${fmt(inputSize / 1024)} KB drawn in the page, compressed by the plot sheet's pipeline (EXIF read, then browser-image-compression to a JPEG of 2,048 px on its long side, 0.4 MB target), ${runs} runs each way after one warm-up, alternated. Medians, except the longest task and the longest gap between frames, which are the worst of all runs.`,
      '',
      '| where | time | output | longest main-thread task | tasks over 50 ms | longest gap between frames |',
      '|---|---:|---:|---:|---:|---:|',
      row('image worker (comlink)', worker),
      row('main thread', main),
      '',
      `With the worker the compression takes ${fmt(median(worker.map((x) => x.ms)) / median(main.map((x) => x.ms)), 2)}× the main thread's time for the same output; on the main thread meanwhile the longest task is ${fmt(Math.max(...worker.map((x) => x.longest)))} ms (goal: none over 50 ms), against ${fmt(Math.max(...main.map((x) => x.longest)))} ms when the page compresses by itself, a freeze the user feels as a tap that does not answer.`,
      '',
    ];
    writeResultsSection('compression', lines);
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
  }
}

await main();
