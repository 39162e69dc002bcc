import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CemeteryData } from '../src/domain/donnees/exportSheets';
import { exportFiles, filterCemeteryData, DEFAULT_EXPORT_FILTER } from '../src/domain/donnees/exportSheets';
import { benchServer, root, writeResultsSection } from './harness';

/**
 * Issue 15 benchmark: the complete export (workbook of every sheet + ZIP of the plan and photos) of the
 * generated cemetery (BENCH_PLOTS, default 20,000 plots), time and peak memory. The rows and files come from
 * the real server (pull and media routes, as a device would hold them); the export itself runs the code of the
 * export worker (workers/completeExport.build.ts) in a Node process of its own, three times, whose maximum
 * resident set is the peak. Runs alone with `tsx bench/export.bench.ts`.
 */
const plots = Number(process.env.BENCH_PLOTS ?? 20_000);
const port = Number(process.env.BENCH_EXPORT_PORT ?? 4431);
const { origin, seed, start: startServer } = benchServer({ folder: 'bench-export-data', port, plots });
const fmt = (n: number, digits = 1) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function json<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function cemeteryRows(token: string, espaceId: string): Promise<CemeteryData> {
  const tables: Record<string, Map<string, Record<string, unknown>>> = {};
  let cursor = 0;
  for (;;) {
    const page = await json<{ changes: Record<string, Array<Record<string, unknown>>>; cursor: number; hasMore: boolean }>(`/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=5000`, token);
    for (const [table, rows] of Object.entries(page.changes)) {
      const map = (tables[table] ??= new Map());
      for (const r of rows) map.set(String(r.id), r);
    }
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  const list = (t: string) => [...(tables[t]?.values() ?? [])] as never[];
  const espace = (list('espaces') as Array<{ id: string }>).find((e) => e.id === espaceId) ?? null;
  return {
    espace: espace as CemeteryData['espace'], emplacements: list('emplacements'), locations: list('locations'), occupants: list('occupants'),
    contacts: list('contacts'), exhumations: list('exhumations'), travaux: list('travaux'), procedures: list('procedures'), tarifs: list('tarifs'),
    media: list('media'), documents: list('documents'),
  };
}

export async function runExportBench(): Promise<void> {
  console.log(`Export complet : cimetière de ${plots} emplacements…`);
  seed();
  const server: ChildProcess = await startServer();
  const work = join(root, '.tmp', 'bench-export-work');
  try {
    const login = await fetch(`${origin}/api/login_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.fr', password: 'demo2026' }) });
    const token = ((await login.json()) as { token: string }).token;
    const groups = await json<Array<{ espaces: Array<{ id: string; nom: string }> }>>('/api/users/espaces', token);
    // The largest cemetery the administrator sees: the generated one.
    let best: { id: string; nom: string; data: CemeteryData } | null = null;
    for (const e of groups.flatMap((g) => g.espaces)) {
      const data = await cemeteryRows(token, e.id);
      if (!best || data.emplacements.length > best.data.emplacements.length) best = { ...e, data };
    }
    if (!best) throw new Error('no cemetery');
    const files = exportFiles(filterCemeteryData(best.data, DEFAULT_EXPORT_FILTER));
    const encoded: Record<string, string> = {};
    for (const f of files) {
      const res = await fetch(`${origin}/api/media/${f.sha256}?espace=${best.id}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.ok) encoded[f.sha256] = Buffer.from(await res.arrayBuffer()).toString('base64');
    }
    mkdirSync(work, { recursive: true });
    const input = join(work, 'input.json');
    writeFileSync(input, JSON.stringify({ data: best.data, files: encoded, today: new Date().toISOString().slice(0, 10), cemetery: best.nom }));
    const runs: Array<Record<string, any>> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (let i = 0; i < 3; i++) {
      const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(new URL('./export.child.ts', import.meta.url)), input], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 20 });
      if (child.status !== 0) throw new Error(child.stderr);
      runs.push(JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}'));
      console.log('run', runs[i]);
    }
    const median = (key: (r: Record<string, any>) => number) => runs.map(key).sort((a, b) => a - b)[1] ?? 0; // eslint-disable-line @typescript-eslint/no-explicit-any
    const r0 = runs[0] ?? {};
    const counts = r0.counts as Record<string, number>;
    const total = median((r) => r.totalMs);
    const sheets = median((r) => r.steps['Écriture du classeur Excel'] ?? 0);
    const zipStart = median((r) => r.steps['Assemblage du ZIP'] ?? 0);
    writeResultsSection('export', [
      '## Complete export of a cemetery (issue 15)',
      '',
      `Run of \`tsx bench/export.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: the largest generated cemetery (${Object.entries(counts).map(([k, v]) => `${fmt(v, 0)} ${k.toLowerCase()}`).join(', ')}; ${fmt(r0.files, 0)} files: the plan and the demo photos). Rows pulled from the real server and files fetched from its media route, as a device holds them; the export made by the export worker's code (workers/completeExport.build.ts) in a Node process of its own, three runs, medians. Peak memory is the process's maximum resident set; the baseline is the same process holding the rows and files before the export starts. One run on a shared 2-core machine: read the orders of magnitude.`,
      '',
      '| what | median of 3 |',
      '|---|---:|',
      `| sheets built (pure mapping, src/domain/donnees/exportSheets.ts) and laid out | ${fmt(sheets / 1000, 2)} s |`,
      `| workbook written (.xlsx, compressed) | ${fmt((zipStart - sheets) / 1000, 2)} s |`,
      `| ZIP assembled (workbook, plan, photos stored) | ${fmt((total - zipStart) / 1000, 2)} s |`,
      `| **complete export** | **${fmt(total / 1000, 2)} s** |`,
      `| resident memory before the export (rows and files loaded) | ${fmt(median((r) => r.baselineRssMb), 0)} Mo |`,
      `| peak resident memory during the export | ${fmt(median((r) => r.peakRssMb), 0)} Mo |`,
      `| peak over baseline | ${fmt(median((r) => r.peakRssMb - r.baselineRssMb), 0)} Mo |`,
      `| workbook size / ZIP size | ${fmt(median((r) => r.workbookMb), 1)} Mo / ${fmt(median((r) => r.zipMb), 1)} Mo |`,
      '',
      'Before the streaming writer (workers/xlsxWriter.ts), the workbook went through SheetJS: 140 s and a 1,979 Mo peak on the same cemetery (sparse sheets, SheetJS\'s own compression), then 105 to 184 s and 3,526 Mo (dense sheets, stored then recompressed): measured in earlier runs of this benchmark on 2026-11-23, not side by side, so read them as orders of magnitude (about 13 times slower, 10 times the memory).',
      '',
      'In the app the same code runs in the export worker: the screen stays usable and shows the step in progress; the memory is the worker\'s, released when the files are handed over.',
    ]);
  } finally {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runExportBench();
