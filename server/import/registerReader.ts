import { unzipSync } from 'fflate';
import { looksLikeGisLayer } from '../../src/domain/geo/layerScript';
import type { Cell } from '../../src/domain/import/rows';
import { storableGrid } from '../../src/domain/rules/storableText';
import { packNow, type Packed } from '../offthread/packed';
import { decodeText, parseCsv } from './csv';
import { readXlsxWithSheetJs } from './xlsxSheetJs';
import { readXlsxStreaming } from './xlsxStream';
import { MAX_INFLATE_RATIO, MAX_INFLATED_BYTES, MAX_REGISTER_COLUMNS, MAX_REGISTER_ROWS, registerRefusal, type RegisterRefusal } from './limits';

/**
 * Reads a register's bytes into a grid of cells (issue 16), in a worker thread (readRegisterOffThread.ts).
 * An .xlsx is checked before it is read: a ZIP whose entries claim a sane inflated size (a zip bomb that lies is
 * stopped by the streaming reader, which never inflates a part past its claimed size, or by the worker's heap
 * limit), no external links (never followed), no macros. It is then read by streaming (xlsxStream.ts, issue 26),
 * or by SheetJS (xlsxSheetJs.ts) when the streaming reader is not sure to read it the same. Formulas are never
 * evaluated: the value Excel saved with each one is read, and the preview says how many there were. Merged cells
 * take their top-left value in every cell they cover.
 */
export type RegisterReadResult =
  | { ok: true; format: 'xlsx' | 'csv'; sheet: string; rows: Cell[][]; formulas: number }
  | RegisterRefusal;

export function readRegister(bytes: Uint8Array): RegisterReadResult {
  if (bytes.byteLength === 0) return registerRefusal('empty');
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return readXlsx(bytes);
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return registerRefusal('oldExcel');
  const text = decodeText(bytes);
  if (text === null || looksBinary(text)) return registerRefusal('notRegister');
  if (looksLikeGisLayer(text)) return registerRefusal('gisLayer');
  const rows = parseCsv(text, MAX_REGISTER_ROWS);
  if (rows === 'tooManyRows') return registerRefusal('tooManyRows');
  if (rows.some((r) => r.length > MAX_REGISTER_COLUMNS)) return registerRefusal('tooManyColumns');
  if (!rows.some((r) => r.some((c) => c.trim() !== ''))) return registerRefusal('noSheet');
  // A NUL or half an emoji becomes U+FFFD, left empty and said on its line (storableText.ts, issue 27).
  return { ok: true, format: 'csv', sheet: 'CSV', rows: storableGrid(rows), formulas: 0 };
}

/** Control characters other than tab and line breaks: a PDF or an image renamed .csv. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  let control = 0;
  for (const ch of sample) {
    const code = ch.charCodeAt(0);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) control += 1;
  }
  return control > 0;
}

function readXlsx(bytes: Uint8Array): RegisterReadResult {
  const entries: Array<{ name: string; size: number; originalSize: number }> = [];
  try {
    // The filter sees each entry's header and inflates nothing.
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch {
    return registerRefusal('badZip');
  }
  if (!entries.some((e) => e.name === 'xl/workbook.xml' || e.name === 'xl/workbook.bin')) return registerRefusal('badZip');
  let total = 0;
  for (const e of entries) {
    total += e.originalSize;
    if (total > MAX_INFLATED_BYTES || (e.size > 0 && e.originalSize / e.size > MAX_INFLATE_RATIO && e.originalSize > 1024 * 1024)) return registerRefusal('bomb');
  }
  if (entries.some((e) => e.name.startsWith('xl/externalLinks/'))) return registerRefusal('externalLinks');
  if (entries.some((e) => e.name === 'xl/vbaProject.bin')) return registerRefusal('macros');
  // Read by streaming; a file that reader is not sure to read as SheetJS does is read by SheetJS, as before.
  const streamed = readXlsxStreaming(bytes);
  if (streamed !== 'unstreamable') return streamed.ok ? { ...streamed, format: 'xlsx' } : streamed;
  const read = readXlsxWithSheetJs(bytes);
  return read.ok ? { ...read, format: 'xlsx' } : read;
}

/** readRegister for readRegisterOffThread: the rows packed by chunks (server/offthread/packed.ts), read back on the main thread a chunk per turn. */
export function readRegisterPacked(bytes: Uint8Array): RegisterPackedResult {
  const read = readRegister(bytes);
  if (!read.ok) return read;
  const { rows, ...rest } = read;
  return { ...rest, rows: packNow(rows) };
}

export type RegisterPackedResult = { ok: true; format: 'xlsx' | 'csv'; sheet: string; rows: Packed; formulas: number } | RegisterRefusal;
