import type { Cell } from '../../src/domain/import/rows';
import { replaceUnstorable, storableGrid } from '../../src/domain/rules/storableText';
import { MAX_REGISTER_COLUMNS, MAX_REGISTER_ROWS, registerRefusal, type RegisterRefusal } from './limits';
import { readBook } from './xlsxBook';
import { readSheet, type SheetCells } from './xlsxSheet';
import { Unstreamable, type CellRange } from './xlsxXml';
import { zipParts } from './zipParts';

/**
 * A register's .xlsx read by streaming (issue 26, 'memory stays under 1 GB'): its XML parts are inflated by
 * chunks and parsed as they come (saxes), each cell kept as the value the register needs and nothing more, so a
 * 100,000-line workbook is never held as XML text nor as SheetJS's cell objects. The result is the very grid of
 * the SheetJS path (registerReader's readXlsxWithSheetJs, tests/server/xlsxStream.test.ts compares both): the
 * first sheet with a value, from its dimension (or the extent of its cells when it has none), every row of it,
 * each as wide as the sheet (a row with no cell at all is an empty array, as SheetJS gives it), merged cells
 * filled with their top-left value. A file this reader is not sure to read as SheetJS does (see
 * Unstreamable: an .xlsb, a chart sheet, an array formula, a typed date cell, an odd ZIP…) answers 'unstreamable',
 * and the caller reads it with SheetJS.
 */
export type StreamedXlsx = { ok: true; sheet: string; rows: Cell[][]; formulas: number } | RegisterRefusal | 'unstreamable';

export function readXlsxStreaming(bytes: Uint8Array): StreamedXlsx {
  const parts = zipParts(bytes);
  if (!parts) return 'unstreamable';
  try {
    const book = readBook(bytes, parts);
    for (const { name, part } of book.sheets) {
      const read = readSheet(bytes, part, book, extentRefusal);
      if (typeof read === 'string') return registerRefusal(read);
      const range = read.dimension ?? (read.guess.e.c >= read.guess.s.c && read.guess.e.r >= read.guess.s.r ? read.guess : null);
      if (!range) continue;
      const refused = extentRefusal(range);
      if (refused) return registerRefusal(refused);
      const formulas = read.formulas;
      fillMerges(read);
      const rows = denseRows(read.data, range);
      if (!rows.some((r) => r.some((c) => c !== null && String(c).trim() !== ''))) continue;
      return { ok: true, sheet: replaceUnstorable(name), rows: storableGrid(rows), formulas };
    }
    return registerRefusal('noSheet');
  } catch (error) {
    if (error instanceof Unstreamable) return 'unstreamable';
    throw error;
  }
}

function extentRefusal(range: CellRange): 'tooManyRows' | 'tooManyColumns' | null {
  if (range.e.r - range.s.r + 1 > MAX_REGISTER_ROWS + 50) return 'tooManyRows';
  if (range.e.c - range.s.c + 1 > MAX_REGISTER_COLUMNS) return 'tooManyColumns';
  return null;
}

/** Copies each merged range's top-left cell into the cells it covers, as the person reading the register sees it. */
function fillMerges({ data, merges }: SheetCells): void {
  for (const merge of merges) {
    const origin = data[merge.s.r]?.[merge.s.c];
    if (origin === undefined) continue;
    // A merge is at most a few hundred cells in a register; bound it all the same.
    if ((merge.e.r - merge.s.r + 1) * (merge.e.c - merge.s.c + 1) > 100_000) continue;
    for (let r = merge.s.r; r <= merge.e.r; r += 1) {
      const row = (data[r] ??= []);
      for (let c = merge.s.c; c <= merge.e.c; c += 1) if (r !== merge.s.r || c !== merge.s.c) row[c] = origin;
    }
  }
}

/** The sheet's range as dense rows, each sparse row let go as soon as it is copied. */
function denseRows(data: SheetCells['data'], range: CellRange): Cell[][] {
  const rows: Cell[][] = [];
  const width = range.e.c - range.s.c + 1;
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const sparse = data[r];
    if (!sparse && r !== range.s.r) {
      rows.push([]);
      continue;
    }
    const row: Cell[] = new Array<Cell>(width);
    for (let c = 0; c < width; c += 1) row[c] = sparse?.[range.s.c + c] ?? null;
    rows.push(row);
    data[r] = undefined;
  }
  return rows;
}
