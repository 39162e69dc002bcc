import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { SHEET_FORMATS, sheetCell, type SheetCell } from '../src/domain/export';
import { formatFrDate } from '../src/domain/dates';
import type { ExportCell } from '../src/domain/donnees/exportSheets';

/**
 * A streaming .xlsx writer for the complete export (issue 15). SheetJS builds the whole workbook as strings in
 * memory: on the 20,000-plot cemetery (2.5 million cells) it took 100 to 180 s and 3.5 GB (bench/RESULTS.md),
 * more than a tablet has. This writes each sheet's XML a block of rows at a time straight into fflate's
 * deflate stream: inline strings, numbers with the export's number formats, a frozen header row and a filter.
 * The workbook is read back by SheetJS in the tests.
 */

export interface XlsxSheet {
  name: string;
  headers: string[];
  rows: ReadonlyArray<ReadonlyArray<ExportCell>>;
  /** Column widths in characters. */
  widths: number[];
}

const enc = (s: string) => strToU8(s);

function escapeXml(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    // XML 1.0 refuses control characters other than tab, line feed and carriage return.
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) continue;
    if (code === 0xfffe || code === 0xffff) continue;
    out += ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : ch;
  }
  return out;
}

/** 'A', 'B', … 'Z', 'AA'… */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

const STYLE_OF_FORMAT = new Map(SHEET_FORMATS.map((z, i) => [z, i + 1]));

/** A typed value as its cell (a date Excel cannot hold stays text, DD/MM/YYYY). */
function typed(cell: ExportCell): string | SheetCell {
  if (typeof cell === 'string') return cell;
  return sheetCell(cell) ?? (cell.kind === 'date' ? formatFrDate(cell.iso) : String(cell.value));
}

function cellXml(ref: string, value: ExportCell): string {
  const cell = typed(value);
  if (typeof cell === 'string') return cell === '' ? '' : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
  const style = cell.z ? STYLE_OF_FORMAT.get(cell.z) : undefined;
  return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${cell.v}</v></c>`;
}

function rowXml(r: number, cells: ReadonlyArray<ExportCell>, names: string[]): string {
  let xml = `<row r="${r}">`;
  for (let c = 0; c < cells.length; c++) xml += cellXml(`${names[c]}${r}`, cells[c] ?? '');
  return `${xml}</row>`;
}

const STYLES = () => {
  const fmts = SHEET_FORMATS.map((z, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(z)}"/>`).join('');
  const xfs = SHEET_FORMATS.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="${SHEET_FORMATS.length}">${fmts}</numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${SHEET_FORMATS.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
};

/** Writes the workbook; `onSheet(i)` is told before each sheet, for progress. */
export function writeXlsx(sheets: readonly XlsxSheet[], onSheet: (index: number) => void = () => undefined): Uint8Array {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else chunks.push(data);
  });
  const file = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(enc(text), true);
  };
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`);
  file('_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  file('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook ${ns}><sheets>${sheets.map((s, i) => `<sheet name="${escapeXml(s.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`);
  file('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`);
  file('xl/styles.xml', STYLES());
  sheets.forEach((sheet, i) => {
    onSheet(i);
    const width = Math.max(1, sheet.headers.length);
    const names = Array.from({ length: width }, (_, c) => columnName(c));
    const last = `${names[width - 1]}${sheet.rows.length + 1}`;
    const entry = new ZipDeflate(`xl/worksheets/sheet${i + 1}.xml`, { level: 6 });
    zip.add(entry);
    entry.push(enc(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet ${ns}><dimension ref="A1:${last}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${sheet.widths.map((w, c) => `<col min="${c + 1}" max="${c + 1}" width="${w}" customWidth="1"/>`).join('')}</cols><sheetData>${rowXml(1, sheet.headers, names)}`));
    const block = 500;
    for (let start = 0; start < sheet.rows.length; start += block) {
      let xml = '';
      const end = Math.min(sheet.rows.length, start + block);
      for (let r = start; r < end; r++) xml += rowXml(r + 2, sheet.rows[r] ?? [], names);
      entry.push(enc(xml));
    }
    entry.push(enc(`</sheetData><autoFilter ref="A1:${last}"/></worksheet>`), true);
  });
  zip.end();
  if (failure) throw failure;
  const total = chunks.reduce((n, c) => n + c.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
