import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { xlsxOf } from '../tests/helpers/registers';
import { root, writeResultsSection } from './harness';
import { benchRegister } from './registerFile';

/**
 * Issue 26, 'memory stays under 1 GB': the reading of a register's .xlsx alone, SheetJS (the whole workbook, as
 * before) beside the streaming reader (server/import/xlsxStream.ts), each in a fresh process, on the benchmark's
 * register (bench/registerFile.ts) of 20,000 and 100,000 lines. Measured as the reading worker does it (the grid,
 * then packed to cross back): the process's peak resident memory over what it held before, and the time.
 * Runs alone, a minute or two: `node --import tsx bench/xlsxRead.bench.ts` (BENCH_XLSX_SIZES=20000,100000).
 */
const sizes = (process.env.BENCH_XLSX_SIZES ?? '20000,100000').split(',').map(Number);
const tsxImport = join(root, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
const readers = [
  ['sheetjs', 'SheetJS, whole workbook (before)'],
  ['stream', 'streaming (fflate by chunks + saxes)'],
] as const;

interface Reading {
  reader: string;
  baseMb: number;
  peakMb: number;
  ms: number;
  rows: number;
}

function readOnce(reader: string, file: string): Reading {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', tsxImport, join(root, 'bench', 'xlsxRead.child.ts'), reader, file], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${reader}: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop() as string) as Reading;
}

const fmt = (n: number) => Math.round(n).toLocaleString('fr-FR').replace(/\s/g, ' ');
const s = (ms: number) => (ms / 1000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const load = loadavg().map((l) => l.toFixed(2)).join(', ');
const dir = join(root, '.tmp');
mkdirSync(dir, { recursive: true });
const table: string[] = [];
for (const lines of sizes) {
  const file = join(dir, `xlsx-read-${lines}.xlsx`);
  const bytes = xlsxOf(benchRegister(lines));
  writeFileSync(file, bytes);
  const [before, after] = readers.map(([reader]) => {
    console.log(`… ${reader}, ${lines} lignes`);
    return readOnce(reader, file);
  }) as [Reading, Reading];
  if (before.rows !== after.rows) throw new Error(`rows differ: ${before.rows} / ${after.rows}`);
  for (const [r, [, label]] of [before, after].map((x, i) => [x, readers[i] as (typeof readers)[number]] as const)) {
    table.push(`| ${fmt(lines)} (${fmt(bytes.byteLength / 1024)} KB) | ${label} | ${s(r.ms)} s | ${fmt(r.baseMb)} MB | **${fmt(r.peakMb)} MB** | **${fmt(r.peakMb - r.baseMb)} MB** |`);
  }
  table.push(`| ${fmt(lines)} | streaming ÷ SheetJS | ${((after.ms / before.ms)).toFixed(2)}× | | ${(after.peakMb / before.peakMb).toFixed(2)}× | ${((after.peakMb - after.baseMb) / (before.peakMb - before.baseMb)).toFixed(2)}× |`);
}

const out = [
  '## Reading a register’s .xlsx: SheetJS or streaming (issue 26)',
  '',
  `Run of \`node --import tsx bench/xlsxRead.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: the benchmark's register (bench/registerFile.ts) as an .xlsx, read by each reader in a fresh process of its own, one after the other, as the reading worker reads it (the grid of cells, then packed by chunks to cross back to the main thread). Machine load at the start (1, 5, 15 min): ${load}, 2 cores shared with other agents.`,
  '',
  '| lines (file) | reader | time | resident before | peak resident (VmHWM) | peak over before |',
  '|---|---|---:|---:|---:|---:|',
  ...table,
  '',
  'Both give the same grid (tests/server/xlsxStream.test.ts). Resident before: node, tsx and both readers\' code loaded, the file read. The reading worker of an import adds its own start (a V8 isolate) to these figures; bench/importLoad.bench.ts measures the whole server process.',
];
writeResultsSection('xlsx-read', out);
console.log(out.join('\n'));
