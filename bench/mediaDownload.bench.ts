import { createServer } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { root, writeResultsSection } from './harness';

/**
 * Issue 29 benchmark: the background download of a cemetery's photos. A replica of 20,000 plots (BENCH_PLOTS)
 * with 5,000 photos (BENCH_PHOTOS) of BENCH_PHOTO_KB kilobytes each, in headless Chromium, downloaded by the real
 * downloader (src/replica/mediaDownload.ts) from a bench server that serves each file at once (no database:
 * this measures the device's side, its IndexedDB and its loop, not the server's link check). Measured: time to
 * complete, bytes, requests (and those of a second run, which must be 0), and the plot sheet's read timed alone
 * and while the download runs, side by side in one run (a ratio). The download runs here on the page's own
 * thread, where the app runs it in the sync worker: the worse case for the sheet. `tsx bench/mediaDownload.bench.ts`.
 */
const plots = Number(process.env.BENCH_PLOTS ?? 20_000);
const photos = Number(process.env.BENCH_PHOTOS ?? 5_000);
const photoBytes = Number(process.env.BENCH_PHOTO_KB ?? 100) * 1024;
const port = Number(process.env.BENCH_PORT ?? 4429);
const compareCount = Number(process.env.BENCH_COMPARE_PHOTOS ?? 400);
const compareDelay = Number(process.env.BENCH_COMPARE_DELAY_MS ?? 80);
const compareRounds = Number(process.env.BENCH_COMPARE_ROUNDS ?? 3);
const fmt = (n: number, digits = 1) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Deterministic bytes of one photo (its hash in the path is not checked: the device does not check it either). */
function photo(sha: string): Buffer {
  const out = Buffer.alloc(photoBytes);
  const seed = Number.parseInt(sha.slice(-8), 16);
  for (let i = 0; i < out.length; i += 4) out.writeUInt32LE((seed * 2654435761 + i) >>> 0, i);
  return out;
}

async function main(): Promise<void> {
  const bundle = await build({ entryPoints: [join(root, 'bench', 'mediaDownload.browser.ts')], bundle: true, format: 'iife', write: false, target: 'es2022', platform: 'browser' });
  const server = createServer((req, res) => {
    const m = /^\/api\/media\/([0-9a-f]{64})(?:\?delay=(\d+))?$/.exec(req.url ?? '');
    if (m) {
      // ?delay=N: the answer waits N ms, as over a tablet's network (the comparison below).
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(photo(m[1]!));
      }, Number(m[2] ?? 0));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>bench</title>');
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    type Api = {
      seed(p: number, n: number, b: number | null): Promise<void>;
      sizes(b: number): Promise<void>;
      run(p: number, s: number): Promise<Record<string, unknown>>;
      compare(count: number, bytes: number, delayMs: number, rounds: number): Promise<Record<string, unknown>>;
    };
    const call = <K extends keyof Api>(name: K, ...args: Parameters<Api[K]>) =>
      page.evaluate(([n, a]) => (globalThis as unknown as { bench: Record<string, (...x: unknown[]) => unknown> }).bench[n as string]!(...(a as unknown[])), [name, args] as const) as ReturnType<Api[K]>;
    console.log(`… replica of ${plots} plots, ${photos} photos`);
    await call('seed', plots, photos, null);
    await call('sizes', photoBytes);
    console.log('… download');
    const r = (await call('run', plots, 40)) as {
      ms: number; stop: string | null; requests: number; again: number; aloneMedian: number; duringMedian: number; duringP95: number; duringSamples: number;
      progress: { photos: { held: number; total: number }; heldBytes: number };
    };
    console.log(`… ${compareCount} photos, ${compareDelay} ms a file, one at a time and as the app fetches them`);
    const c = (await call('compare', compareCount, photoBytes, compareDelay, compareRounds)) as { sequential: number[]; concurrent: number[]; sequentialMedian: number; concurrentMedian: number; concurrency: number };
    const MEDIA_DOWNLOAD_CONCURRENCY = c.concurrency;
    const lines = [
      '## Photos and documents on the tablet (issue 29, bench/mediaDownload.bench.ts)',
      '',
      `A replica of ${plots.toLocaleString('fr-FR')} plots with ${photos.toLocaleString('fr-FR')} photos of ${fmt(photoBytes / 1024, 0)} Ko each, downloaded by the real background downloader (src/replica/mediaDownload.ts) in headless Chromium from a bench server that serves each file at once (the real server's per-file link check is not measured here). The download ran on the page's own thread (in the app it runs in the sync worker): the sheet's figures are the worse case. Run on ${new Date().toISOString().slice(0, 10)}, a shared 2-core machine.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| time to complete | ${fmt(r.ms / 1000)} s (${fmt(photos / (r.ms / 1000), 0)} photos/s) |`,
      `| photos held at the end | ${r.progress.photos.held} / ${r.progress.photos.total} (stop: ${r.stop ?? 'none'}) |`,
      `| bytes held | ${fmt(r.progress.heldBytes / 1_048_576)} Mo |`,
      `| requests | ${r.requests}; a second run after the end: ${r.again} |`,
      `| plot sheet read (readFiche + its photos' blobs), median alone | ${fmt(r.aloneMedian, 2)} ms |`,
      `| the same while the download runs, median (p95), ${r.duringSamples} sheets | ${fmt(r.duringMedian, 2)} ms (${fmt(r.duringP95, 2)} ms) |`,
      `| ratio during / alone (medians, same run) | ${fmt(r.duringMedian / Math.max(r.aloneMedian, 0.001), 2)}× |`,
      '',
      'The user can open sheets throughout: the download stores one file per transaction and never holds the replica, so a sheet read waits at most for the writes of the files landing at that moment (four at most).',
      '',
      `Over a slower network: the same ${compareCount} photos downloaded afresh, each answer held ${compareDelay} ms by the server (a tablet's round trip), by the downloader as it is (${MEDIA_DOWNLOAD_CONCURRENCY} files at a time) and with its requests held to one at a time by the page's fetch (how it fetched before), alternately, ${compareRounds} times each, in the same run.`,
      '',
      '| requests | every run (s) | median |',
      '|---|---|---:|',
      `| one at a time | ${c.sequential.map((x) => fmt(x / 1000)).join(' · ')} | ${fmt(c.sequentialMedian / 1000)} s |`,
      `| ${MEDIA_DOWNLOAD_CONCURRENCY} at a time | ${c.concurrent.map((x) => fmt(x / 1000)).join(' · ')} | ${fmt(c.concurrentMedian / 1000)} s |`,
      '',
      `Ratio one at a time / ${MEDIA_DOWNLOAD_CONCURRENCY} at a time (medians): **${fmt(c.sequentialMedian / c.concurrentMedian, 2)}**.`,
    ];
    console.log(lines.join('\n'));
    writeResultsSection('mediaDownload', lines);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
