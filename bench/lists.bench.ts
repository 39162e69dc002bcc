import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { benchServer, root, writeResultsSection } from './harness';

/**
 * Issue 6 benchmark: on the generated cemetery (BENCH_PLOTS, default 20,000 plots, about 50,000 deceased),
 * in headless Chromium with the real replica: search latency per keystroke against a plain scan, sort and
 * filter latency of the deceased list, exports of 10,000 rows. Writes its own section of bench/RESULTS.md
 * (between markers, so the other sections stay). Runs alone with `tsx bench/lists.bench.ts`.
 */
const plots = Number(process.env.BENCH_PLOTS ?? 20_000);
const port = Number(process.env.BENCH_LISTS_PORT ?? 4429);
const { origin, seed, start: startServer } = benchServer({ folder: 'bench-lists-data', port, plots });

function call(page: Page, name: string, ...args: unknown[]): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return page.evaluate(([n, a]) => (globalThis as unknown as Record<string, Record<string, (...x: unknown[]) => unknown>>)['listsBench']![n as string]!(...(a as unknown[])), [name, args] as const);
}

const fmt = (n: number, digits = 1) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (s: { median: number; p95: number }) => `${fmt(s.median, 2)} ms | ${fmt(s.p95, 2)} ms`;

export async function runListsBench(): Promise<void> {
  console.log(`Listes : cimetière de ${plots} emplacements…`);
  seed();
  const bundle = await build({ entryPoints: [join(root, 'bench', 'lists.browser.ts')], bundle: true, format: 'iife', write: false, target: 'es2022', platform: 'browser' });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/health`);
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    page.setDefaultTimeout(600_000);
    const size = await call(page, 'setup', 'admin@demo.fr', 'demo2026', 'Cimetière communal du Bourg');
    console.log('replica', size);
    const join_ = await call(page, 'join');
    const index = await call(page, 'searchIndex');
    const keys = await call(page, 'keystrokes', ['lefevre', 'martin', 'le goff', 'bernard']);
    const sf = await call(page, 'sortAndFilter');
    const ex = await call(page, 'exports', 10_000);
    const lines = [
      '## Lists, search and exports (issue 6)',
      '',
      `Run of \`tsx bench/lists.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: ${fmt(size.plots, 0)} plots and ${fmt(size.occupants, 0)} deceased in the replica of headless Chromium, the code of the app run on the page's main thread (in the app, search and exports run in their workers: same work, plus a message). One run, a shared machine: read the ratios.`,
      '',
      '| what | median | p95 |',
      '|---|---:|---:|',
      `| search index, per keystroke (${keys.keystrokes} keystrokes × 3: 'lefevre', 'martin', 'le goff', 'bernard' typed letter by letter) | ${ms(keys.index)} |`,
      `| plain scan of ${fmt(keys.rows, 0)} replica rows, toLowerCase + includes, per keystroke | ${ms(keys.scan)} |`,
      `| sort of the ${fmt(sf.rows, 0)} deceased by name (French collation) | ${ms(sf.sortNom)} |`,
      `| sort of the deceased by date of death | ${ms(sf.sortDeces)} |`,
      `| filter 'Mort pour la France' (${sf.counts.caracteristiques} rows) | ${ms(sf.filters.caracteristiques)} |`,
      `| filter 'Les 5 dernières années' (${sf.counts.derniers5} rows) | ${ms(sf.filters.derniers5)} |`,
      `| filter status 'échue' (${sf.counts.echue} rows) | ${ms(sf.filters.echue)} |`,
      `| filters combined: status, type, duration, carrés (${sf.counts.combined} rows) | ${ms(sf.filters.combined)} |`,
      '',
      `Per keystroke the index takes ${fmt(keys.index.median / keys.scan.median, 2)}× the time of the plain scan at the median (${fmt(keys.index.p95 / keys.scan.p95, 2)}× at p95: the three-letter prefixes, which expand to thousands of names), but it answers a different question: it folds accents ('lefevre' finds 'Lefèvre', which the plain scan misses), tolerates a typo and ranks names first. Building the index from the replica: ${fmt(index.ms, 0)} ms for ${fmt(index.documents, 0)} documents, once per opening (then kept up to date row by row). The lists' live query (read the six tables, join them into the rows of every list) takes ${fmt(join_.ms, 0)} ms, once per replica change: reading ${fmt(join_.readMs, 0)} ms, the join itself ${fmt(join_.joinMs, 0)} ms.`,
      '',
      '| export of 10,000 deceased | time | size |',
      '|---|---:|---:|',
      `| Excel (.xlsx) | ${fmt(ex.xlsx.ms, 0)} ms | ${fmt(ex.xlsx.bytes / 1024, 0)} KB |`,
      `| PDF (A4 landscape, header on every page, page numbers) | ${fmt(ex.pdf.ms, 0)} ms | ${fmt(ex.pdf.bytes / 1024, 0)} KB |`,
      `| CSV | ${fmt(ex.csv.ms, 0)} ms | ${fmt(ex.csv.bytes / 1024, 0)} KB |`,
      '',
      'In the app these exports run in the export worker: the screen stays responsive and shows their progress.',
    ];
    writeResultsSection('lists', lines);
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runListsBench();
