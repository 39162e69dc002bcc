import * as XLSX from '@e965/xlsx';
import { excelSerialDay, isExcelDateFormat } from '../../src/domain/import/excelDates';
import type { Cell } from '../../src/domain/import/rows';
import { replaceUnstorable, storableGrid } from '../../src/domain/rules/storableText';
import { MAX_REGISTER_COLUMNS, MAX_REGISTER_ROWS, registerRefusal, type RegisterRefusal } from './limits';

/**
 * A register's .xlsx read by SheetJS (issue 16), whole: what the streaming reader (xlsxStream.ts, issue 26)
 * leaves to it, and the reference that reader is tested against. The ZIP is checked before (registerReader.ts).
 */
export function readXlsxWithSheetJs(bytes: Uint8Array): { ok: true; sheet: string; rows: Cell[][]; formulas: number } | RegisterRefusal {
  let book: XLSX.WorkBook;
  try {
    // Dense sheets (rows of cells, not an object keyed by address) and no formatted text per cell (the values
    // are read raw): a 100,000-line workbook is read in a fraction of the memory and time (issue 26).
    book = XLSX.read(bytes, { type: 'array', dense: true, cellText: false, cellFormula: true, cellHTML: false, cellDates: false, cellNF: true, cellStyles: false, bookVBA: false, WTF: false });
  } catch {
    return registerRefusal('badZip');
  }
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
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
        datedAsText(c, date1904);
      }
    }
    fillMerges(sheet as XLSX.DenseSheet);
    let rows: Cell[][];
    try {
      rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true }).map((row) =>
        row.map((v): Cell => (typeof v === 'number' || typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? 'oui' : 'non') : null)),
      );
    } catch {
      // A cell of a type SheetJS does not know: a damaged file, refused in French rather than answered 500.
      return registerRefusal('badZip');
    }
    if (!rows.some((r) => r.some((c) => c !== null && String(c).trim() !== ''))) continue;
    return { ok: true, sheet: replaceUnstorable(name), rows: storableGrid(rows), formulas };
  }
  return registerRefusal('noSheet');
}

/**
 * A number cell with a date format is a date typed in Excel: it becomes its day as 'YYYY-MM-DD', so that a date
 * of 1902 to 1905 (serials 1000 to 2200) is not read as a year, and no serial is ever a guess (issue 26), in the
 * workbook's date system (1900 or 1904, excelDates.ts). Any other cell keeps its value whatever its format: a
 * text or a boolean typed in a column formatted as dates ('inconnue') is read as typed, never dropped.
 */
function datedAsText(c: XLSX.CellObject, date1904: boolean): void {
  if (c.t !== 'n' || typeof c.v !== 'number') {
    delete c.z;
    return;
  }
  // The same rule as the streaming reader's (excelDates.ts, tested against SheetJS's own), so both read one file alike.
  if (typeof c.z !== 'string' || !isExcelDateFormat(c.z)) return;
  const iso = excelSerialDay(c.v, date1904);
  if (iso === null) return;
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

