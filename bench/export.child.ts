import { readFileSync } from 'node:fs';
import { exportFiles, filterCemeteryData, DEFAULT_EXPORT_FILTER, type CemeteryData } from '../src/domain/donnees/exportSheets';
import { buildCompleteExport } from '../workers/completeExport.build';

/**
 * One complete export in a process of its own (bench/export.bench.ts), so that its peak memory is this
 * process's maximum resident set: the rows and files are read first, the baseline taken, then the export made.
 * Prints one JSON line.
 */
const input = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as { data: CemeteryData; files: Record<string, string>; today: string; cemetery: string };
const bytes = new Map(Object.entries(input.files).map(([sha, b64]) => [sha, new Uint8Array(Buffer.from(b64, 'base64'))]));
input.files = {};
global.gc?.();
const baselineRss = process.memoryUsage().rss;
const baselineMax = process.resourceUsage().maxRSS * 1024;
const t0 = performance.now();
const steps: Record<string, number> = {};
const files = exportFiles(filterCemeteryData(input.data, DEFAULT_EXPORT_FILTER));
const result = buildCompleteExport({ data: input.data, filter: DEFAULT_EXPORT_FILTER, today: input.today, cemetery: input.cemetery, files, bytes }, (_f, step) => {
  const key = step.startsWith('Feuille') ? 'sheets' : step;
  steps[key] ??= performance.now() - t0;
});
const totalMs = performance.now() - t0;
const peak = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({
  totalMs,
  steps,
  baselineRssMb: baselineRss / 2 ** 20,
  baselineMaxMb: baselineMax / 2 ** 20,
  peakRssMb: peak / 2 ** 20,
  workbookMb: result.workbook.bytes.byteLength / 2 ** 20,
  zipMb: (result.zip?.bytes.byteLength ?? 0) / 2 ** 20,
  counts: result.counts,
  files: files.length,
  missing: result.missing.length,
}));
