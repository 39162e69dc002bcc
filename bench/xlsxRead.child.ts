import { readFileSync, writeFileSync } from 'node:fs';
import { packNow } from '../server/offthread/packed';
import { readXlsxWithSheetJs } from '../server/import/xlsxSheetJs';
import { readXlsxStreaming } from '../server/import/xlsxStream';

/**
 * One reading of bench/xlsxRead.bench.ts, in a process of its own: `node --expose-gc --import tsx
 * bench/xlsxRead.child.ts <sheetjs|stream> <file.xlsx>`. Reads the workbook as the reading worker does (the grid,
 * then packed to cross back) and prints, as JSON, the process's resident memory before, its peak (VmHWM, reset
 * just before), and the time taken.
 */
const [reader, file] = process.argv.slice(2);
const bytes = new Uint8Array(readFileSync(file as string));
const vm = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
(globalThis as { gc?: () => void }).gc?.();
writeFileSync('/proc/self/clear_refs', '5');
const baseMb = vm('VmRSS');
const t = performance.now();
const read = reader === 'sheetjs' ? readXlsxWithSheetJs(bytes) : readXlsxStreaming(bytes);
if (read === 'unstreamable' || !read.ok) throw new Error(`${reader}: ${JSON.stringify(read)}`);
const packed = packNow(read.rows);
const ms = performance.now() - t;
console.log(JSON.stringify({ reader, baseMb, peakMb: vm('VmHWM'), ms, rows: read.rows.length, chunks: packed.chunks.length }));
