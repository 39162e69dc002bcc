import { readFileSync } from 'node:fs';
import os from 'node:os';
import { offThreadTask, runOffThread } from '../server/offthread/runOffThread';
import type * as registerReader from '../server/import/registerReader';
import { REGISTER_READ_HEAP_MB } from '../server/import/limits';
import { xlsxOf } from '../tests/helpers/registers';
import { benchRegister } from './registerFile';
import { writeResultsSection } from './harness';

/**
 * An import reads its register three times in a row (preview, dry run, import), each read off the main thread
 * (server/offthread/runOffThread.ts). Before: a new worker each time (tsx registered, modules read again).
 * After: the worker of the last read kept for the next. Both go through the real runOffThread on the same
 * register: a read with another heap limit in between makes the next one start a new worker, which is what
 * every read did before. Rounds alternate the two ways; wall time and this process's CPU (the workers are
 * threads of it) per round of three reads. Alone: `tsx bench/offThreadReuse.bench.ts` (BENCH_OT_LINES, default
 * 200 lines, a village's register; BENCH_OT_ROUNDS, default 7).
 */
const lines = Number(process.env.BENCH_OT_LINES ?? 200);
const rounds = Number(process.env.BENCH_OT_ROUNDS ?? 7);
const register = xlsxOf(benchRegister(lines));
const read = offThreadTask<typeof registerReader>()(new URL('../server/import/registerReader.ts', import.meta.url), 'readRegisterPacked');
const limits = { timeoutMs: 60_000, maxHeapMb: REGISTER_READ_HEAP_MB };

/** utime + stime of this process, every thread included (Linux clock ticks, 100 a second). */
const cpuSeconds = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function readOnce(maxHeapMb: number): Promise<void> {
  const copy = new Uint8Array(register);
  const result = await runOffThread(read, copy, { ...limits, maxHeapMb, transfer: [copy.buffer] });
  if (!result.ok) throw new Error('registre illisible');
}

/** Three reads; `fresh`: each on a new worker (a read of another heap limit just before ends the kept one). */
async function round(fresh: boolean): Promise<{ ms: number; cpuS: number }> {
  if (fresh) await readOnce(limits.maxHeapMb + 1);
  const t0 = performance.now();
  const c0 = cpuSeconds();
  for (let step = 0; step < 3; step += 1) {
    await readOnce(fresh && step % 2 === 1 ? limits.maxHeapMb + 1 : limits.maxHeapMb);
  }
  return { ms: performance.now() - t0, cpuS: cpuSeconds() - c0 };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

await round(false); // warm-up: the first worker of the process pays tsx's own start.
const results = { fresh: [] as Array<{ ms: number; cpuS: number }>, kept: [] as Array<{ ms: number; cpuS: number }> };
for (let i = 0; i < rounds; i += 1) {
  results.fresh.push(await round(true));
  results.kept.push(await round(false));
  console.log(`round ${i + 1}: fresh ${results.fresh.at(-1)?.ms.toFixed(0)} ms, kept ${results.kept.at(-1)?.ms.toFixed(0)} ms`);
}
const fmt = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const row = (label: string, r: Array<{ ms: number; cpuS: number }>) => `| ${label} | ${fmt(median(r.map((x) => x.ms)))} ms | ${fmt(median(r.map((x) => x.cpuS)), 2)} s |`;
const ratio = median(results.fresh.map((x) => x.ms)) / median(results.kept.map((x) => x.ms));
const cpuRatio = median(results.fresh.map((x) => x.cpuS)) / median(results.kept.map((x) => x.cpuS));
writeResultsSection('offThreadReuse', [
  '## An import’s three reads of its register: a new worker each, or the last one kept (issues 26 and 27)',
  '',
  `A register of ${lines} lines (.xlsx), read three times in a row through runOffThread as preview, dry run and import do; medians of ${rounds} rounds alternating the two ways; load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.`,
  '',
  '| workers | three reads, wall | three reads, CPU |',
  '|---|---|---|',
  row('a new one for each read (before)', results.fresh),
  row('the last one kept (after)', results.kept),
  '',
  `Before / after: ${ratio.toFixed(2)}× in wall time, ${cpuRatio.toFixed(2)}× in CPU.`,
]);
console.log(`fresh/kept: ${ratio.toFixed(2)}× wall, ${cpuRatio.toFixed(2)}× CPU`);
process.exit(0);
