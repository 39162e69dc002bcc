import { excelSerialDay, isExcelDateFormat } from '../../src/domain/import/excelDates';
import type { Cell } from '../../src/domain/import/rows';
import type { Book } from './xlsxBook';
import { columnOf, decodeCell, decodeRange, parsePart, StringItem, unescapeOoxml, Unstreamable, type CellRange } from './xlsxXml';
import type { ZipPart } from './zipParts';

/**
 * One worksheet of an .xlsx read as its XML inflates (issue 26): each cell's value is kept as the register needs
 * it (string, number, null) in a sparse row, and nothing else of the cell. The values are those of the SheetJS
 * path (registerReader's readXlsxWithSheetJs): a shared, inline or formula string; a number, or its day as
 * 'YYYY-MM-DD' when its style's format is a date's; a boolean as 'oui'/'non'; an error as empty; a formula's saved
 * value (never evaluated), counted. Also what that path decides with: the sheet's dimension, the extent of its
 * rows and cells (SheetJS's guess when there is no dimension), its merged ranges and hyperlinked cells.
 */
export interface SheetCells {
  /** Sparse rows of sparse cells: undefined is no cell, null a cell with no value. */
  data: Array<Array<Cell | undefined> | undefined>;
  dimension: CellRange | null;
  guess: CellRange;
  merges: CellRange[];
  formulas: number;
}

/**
 * What a sheet's extent is refused for, in SheetJS's order (rows before columns), or null: the reader stops as
 * soon as the extent is known to be past a limit (its dimension, or rows already read past the row limit).
 */
export type ExtentCheck = (range: CellRange) => 'tooManyRows' | 'tooManyColumns' | null;

interface OpenCell {
  ref: string | undefined;
  type: string | undefined;
  style: string | undefined;
  v: string | null;
  /** The <f>: its text and attributes; null when the cell has none. */
  f: { text: string; type: string | undefined; si: string | undefined; selfClosing: boolean } | null;
  inline: StringItem | null;
  inlineEmpty: boolean;
}

export function readSheet(bytes: Uint8Array, part: ZipPart, book: Book, tooLarge: ExtentCheck): SheetCells | 'tooManyRows' | 'tooManyColumns' {
  const data: SheetCells['data'] = [];
  const guess: CellRange = { s: { r: 2_000_000, c: 2_000_000 }, e: { r: 0, c: 0 } };
  const merges: CellRange[] = [];
  const sharedFormulas = new Set<string>();
  let dimension: CellRange | null = null;
  let formulas = 0;
  let inSheetData = false;
  let seenSheetData = false;
  let rowNumber = 0;
  let column = -1;
  let cell: OpenCell | null = null;
  let inV = false;
  let inF = false;
  let inIs = false;
  let hyperlinksDone = false;
  let refused: 'tooManyRows' | 'tooManyColumns' | null = null;

  const put = (r: number, c: number, value: Cell) => {
    const row = (data[r] ??= []);
    row[c] = value;
  };

  const closeCell = (open: OpenCell) => {
    const hasV = open.v !== null && open.v !== '';
    const hasF = formulaOf(open.f, sharedFormulas);
    if (open.ref !== undefined) {
      column = columnOf(open.ref);
      if (column < 0) throw new Unstreamable('cell reference');
    } else column += 1;
    if (open.type === undefined && !hasV) {
      // A formula without its saved value: SheetJS widens the sheet by it, then drops it.
      if (hasF) widen(column);
      return;
    }
    widen(column);
    const type = open.type ?? 'n';
    let value: Cell;
    switch (type) {
      case 'n':
        if (!hasV) return;
        value = parseFloat(unescapeOoxml(open.v as string, false));
        value = dated(value, open.style);
        break;
      case 's': {
        if (!hasV) return;
        const text = book.strings[parseInt(unescapeOoxml(open.v as string, false), 10)];
        if (text === undefined) throw new Unstreamable('shared string index');
        value = text;
        break;
      }
      case 'str':
        value = hasV ? unescapeOoxml(open.v as string, true) : '';
        break;
      case 'inlineStr':
        value = open.inline ? (open.inline.value(open.inlineEmpty) ?? null) : '';
        break;
      case 'b': {
        const v = open.v === null ? undefined : unescapeOoxml(open.v, false);
        value = v === '1' || v === 'true' ? 'oui' : 'non';
        break;
      }
      case 'e':
        value = null;
        break;
      default:
        // 'd' (an ISO date typed as such) and anything unknown: read the old way.
        throw new Unstreamable(`cell type ${type}`);
    }
    const at = open.ref !== undefined ? decodeCell(open.ref) : { r: rowNumber - 1, c: column };
    if (!at) throw new Unstreamable('cell reference');
    if (hasF) formulas += 1;
    put(at.r, at.c, value);
  };

  const widen = (c: number) => {
    if (guess.s.c > c) guess.s.c = c;
    if (guess.e.c < c) guess.e.c = c;
  };

  const dated = (n: number, style: string | undefined): Cell => {
    if (!book.styleFormats || style === undefined) return n;
    const format = book.styleFormats[Number(style)];
    if (format === undefined || !isExcelDateFormat(format)) return n;
    return excelSerialDay(n, book.date1904);
  };

  try {
    parsePart(bytes, part, {
      open(name, a, selfClosing) {
        if (cell) {
          if (name === 'v' && !selfClosing) {
            inV = true;
            cell.v ??= '';
          } else if (name === 'f' && cell.f === null) {
            if (a.t === 'array') throw new Unstreamable('array formula');
            cell.f = { text: '', type: a.t, si: a.si, selfClosing };
            inF = !selfClosing;
          } else if (name === 'is' && cell.inline === null) {
            if (!selfClosing) {
              cell.inline = new StringItem();
              inIs = true;
            }
          } else if (inIs) {
            cell.inlineEmpty = false;
            cell.inline?.open(name, selfClosing);
          }
          return;
        }
        if (name === 'dimension' && !seenSheetData && a.ref?.includes(':')) {
          dimension = decodeRange(a.ref);
          if (!dimension) throw new Unstreamable('dimension');
          if (dimension.s.r > dimension.e.r || dimension.s.c > dimension.e.c) dimension = null;
          else if ((refused = tooLarge(dimension))) throw new Unstreamable('refused');
        } else if (name === 'sheetData') {
          inSheetData = !selfClosing;
          seenSheetData = true;
        } else if (inSheetData && name === 'row') {
          if (selfClosing) return;
          rowNumber = a.r !== undefined ? parseInt(a.r, 10) : rowNumber + 1;
          if (!(rowNumber >= 1)) throw new Unstreamable('row number');
          column = -1;
          if (guess.s.r > rowNumber - 1) guess.s.r = rowNumber - 1;
          if (guess.e.r < rowNumber - 1) guess.e.r = rowNumber - 1;
          // Only the rows: more columns may be refused for rows still to come, which SheetJS would say first.
          if (!dimension && guess.e.c >= guess.s.c && tooLarge(guess) === 'tooManyRows') {
            refused = 'tooManyRows';
            throw new Unstreamable('refused');
          }
        } else if (inSheetData && name === 'c') {
          cell = { ref: a.r, type: a.t, style: a.s, v: null, f: null, inline: null, inlineEmpty: true };
          if (selfClosing) {
            closeCell(cell);
            cell = null;
          }
        } else if (!inSheetData && seenSheetData && name === 'mergeCell') {
          const range = a.ref === undefined ? null : decodeRange(a.ref);
          if (!range) throw new Unstreamable('merge');
          merges.push(range);
        } else if (!inSheetData && seenSheetData && name === 'hyperlink' && !hyperlinksDone) {
          // SheetJS gives each linked cell a cell of its own (empty when there was none), and stops at a link without ref.
          if (a.ref === undefined) {
            hyperlinksDone = true;
            return;
          }
          const range = decodeRange(a.ref);
          if (!range || (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1) > 100_000) throw new Unstreamable('hyperlink');
          for (let r = range.s.r; r <= range.e.r; r += 1) {
            const row = (data[r] ??= []);
            for (let c = range.s.c; c <= range.e.c; c += 1) if (row[c] === undefined) row[c] = null;
          }
        }
      },
      close(name) {
        if (!cell) {
          if (name === 'sheetData') inSheetData = false;
          return;
        }
        if (name === 'c') {
          closeCell(cell);
          cell = null;
        } else if (name === 'v') inV = false;
        else if (name === 'f') inF = false;
        else if (name === 'is' && inIs) inIs = false;
        else if (inIs) cell.inline?.close(name);
      },
      text(t) {
        if (!cell) return;
        if (inV) cell.v = (cell.v ?? '') + t;
        else if (inF && cell.f) cell.f.text += t;
        else if (inIs) {
          if (t !== '') cell.inlineEmpty = false;
          cell.inline?.onText(t);
        }
      },
    });
  } catch (error) {
    if (refused) return refused;
    throw error;
  }
  return { data, dimension, guess, merges, formulas };
}

/**
 * Whether SheetJS sees a formula in a cell: a <f> with text (a shared formula's first cell is remembered by its
 * si), or an empty one that refers to a shared formula seen before.
 */
function formulaOf(f: OpenCell['f'], shared: Set<string>): boolean {
  if (!f) return false;
  if (f.text !== '') {
    if (f.type === 'shared' && f.si !== undefined) shared.add(String(parseInt(f.si, 10)));
    return true;
  }
  if (f.si === undefined) return false;
  return (f.selfClosing || f.type === 'shared') && shared.has(f.si);
}
