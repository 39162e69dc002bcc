import { unzipSync } from 'fflate';
import * as XLSX from '@e965/xlsx';
import { looksLikeGisLayer } from '../../src/domain/geo/layerScript';
import type { Cell } from '../../src/domain/import/rows';
import { replaceUnstorable, storableGrid } from '../../src/domain/rules/storableText';
import { packNow, type Packed } from '../offthread/packed';
import { decodeText, parseCsv } from './csv';
import { MAX_INFLATE_RATIO, MAX_INFLATED_BYTES, MAX_REGISTER_COLUMNS, MAX_REGISTER_ROWS, registerRefusal, type RegisterRefusal } from './limits';

/**
 * Reads a register's bytes into a grid of cells (issue 16), in a worker thread (readRegisterOffThread.ts).
 * An .xlsx is checked before SheetJS opens it: a ZIP whose entries claim a sane inflated size (a zip bomb
 * that lies is stopped by the worker's heap limit), no external links (never followed), no macros. Formulas
 * are never evaluated: the value Excel saved with each one is read, and the preview says how many there were.
 * Merged cells take their top-left value in every cell they cover.
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
  let book: XLSX.WorkBook;
  try {
    // Dense sheets (rows of cells, not an object keyed by address) and no formatted text per cell (the values
    // are read raw): a 100,000-line workbook is read in a fraction of the memory and time (issue 26).
    book = XLSX.read(bytes, { type: 'array', dense: true, cellText: false, cellFormula: true, cellHTML: false, cellDates: false, cellNF: true, cellStyles: false, bookVBA: false, WTF: false });
  } catch {
    return registerRefusal('badZip');
  }
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    if (!sheet || !sheet['!ref']) continue;
    const range = XLSX.utils.decode_range(sheet['!ref']);
    if (range.e.r - range.s.r + 1 > MAX_REGISTER_ROWS + 50) return registerRefusal('tooManyRows');
    if (range.e.c - range.s.c + 1 > MAX_REGISTER_COLUMNS) return registerRefusal('tooManyColumns');
    let formulas = 0;
    const data = (sheet as XLSX.DenseSheet)['!data'] ?? [];
    for (const row of data) {
      for (const c of row ?? []) {
        if (!c) continue;
        if (c.f !== undefined) {
          formulas += 1;
          delete c.f;
        }
        datedAsText(c);
      }
    }
    fillMerges(sheet as XLSX.DenseSheet);
    const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true }).map((row) =>
      row.map((v): Cell => (typeof v === 'number' || typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? 'oui' : 'non') : null)),
    );
    if (!rows.some((r) => r.some((c) => c !== null && String(c).trim() !== ''))) continue;
    return { ok: true, format: 'xlsx', sheet: replaceUnstorable(name), rows: storableGrid(rows), formulas };
  }
  return registerRefusal('noSheet');
}

/**
 * A number cell with a date format is a date typed in Excel: it becomes its day as 'YYYY-MM-DD', so that a date
 * of 1902 to 1905 (serials 1000 to 2200) is not read as a year, and no serial is ever a guess (issue 26).
 * Excel's day 0 is 30/12/1899 (its 1900 leap-year bug included, as Excel counts).
 */
function datedAsText(c: XLSX.CellObject): void {
  if (c.t !== 'n' || typeof c.v !== 'number' || typeof c.z !== 'string' || !XLSX.SSF.is_date(c.z)) return;
  const day = new Date(Date.UTC(1899, 11, 30) + Math.floor(c.v) * 86_400_000);
  if (Number.isNaN(day.getTime())) return;
  const iso = day.toISOString().slice(0, 10);
  c.t = 's';
  c.v = iso;
  delete c.w;
  delete c.z;
}

/** Copies each merged range's top-left cell into the cells it covers, as the person reading the register sees it. */
function fillMerges(sheet: XLSX.DenseSheet): void {
  const data = sheet['!data'] ?? [];
  for (const merge of sheet['!merges'] ?? []) {
    const origin = data[merge.s.r]?.[merge.s.c];
    if (!origin) continue;
    // A merge is at most a few hundred cells in a register; bound it all the same.
    if ((merge.e.r - merge.s.r + 1) * (merge.e.c - merge.s.c + 1) > 100_000) continue;
    for (let r = merge.s.r; r <= merge.e.r; r += 1) {
      const row = (data[r] ??= []);
      for (let c = merge.s.c; c <= merge.e.c; c += 1) {
        if (r === merge.s.r && c === merge.s.c) continue;
        row[c] = { ...origin };
      }
    }
  }
}

/** readRegister for readRegisterOffThread: the rows packed by chunks (server/offthread/packed.ts), read back on the main thread a chunk per turn. */
export function readRegisterPacked(bytes: Uint8Array): RegisterPackedResult {
  const read = readRegister(bytes);
  if (!read.ok) return read;
  const { rows, ...rest } = read;
  return { ...rest, rows: packNow(rows) };
}

export type RegisterPackedResult = { ok: true; format: 'xlsx' | 'csv'; sheet: string; rows: Packed; formulas: number } | RegisterRefusal;
