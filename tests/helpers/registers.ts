import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/** Registers as town halls keep them, made by the tests (issue 16): .xlsx with merged cells and formulas, CSV, hostile files. */
export type SheetRow = Array<string | number | null>;

export function xlsxOf(rows: SheetRow[], opts: { merges?: XLSX.Range[]; formulas?: Array<{ cell: string; f: string; v: number | string }> } = {}): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (opts.merges) sheet['!merges'] = opts.merges;
  for (const { cell, f, v } of opts.formulas ?? []) sheet[cell] = { t: typeof v === 'number' ? 'n' : 's', f, v };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Registre');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Windows-1252's characters in 0x80-0x9F (the rest of 0x00-0xFF is Latin-1): '€', '’', '—', 'œ'… */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Text as Excel saves 'CSV (séparateur : point-virgule)' on a French Windows: Windows-1252, '?' for what it cannot write. */
export function windows1252(text: string): Buffer {
  return Buffer.from([...text].map((ch) => {
    const code = ch.codePointAt(0) ?? 63;
    const high = CP1252_HIGH.indexOf(ch);
    if (high >= 0) return 0x80 + high;
    return code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 63;
  }));
}

/** A French Excel CSV: semicolons, Windows-1252 when `latin1`. */
export function csvOf(rows: SheetRow[], latin1 = false): Buffer {
  const text = rows.map((r) => r.map((c) => (c === null ? '' : /[;"\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(';')).join('\r\n');
  return latin1 ? windows1252(text) : Buffer.from(text, 'utf8');
}

/** A real workbook with an external link part added, as Excel saves a sheet referring to another file. */
export function xlsxWithExternalLink(rows: SheetRow[]): Buffer {
  const files = unzipSync(xlsxOf(rows));
  files['xl/externalLinks/externalLink1.xml'] = strToU8('<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><externalBook r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></externalLink>');
  files['xl/externalLinks/_rels/externalLink1.xml.rels'] = strToU8('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/externalLinkPath" Target="file:///C:/secret/autre.xlsx" TargetMode="External"/></Relationships>');
  return Buffer.from(zipSync(files));
}

/** A zip bomb dressed as a workbook: a real workbook plus a sheet part of `mb` megabytes of zeros, highly compressed. */
export function xlsxBomb(mb: number): Buffer {
  const files: Zippable = unzipSync(xlsxOf([['Carré', 'N°'], ['A', 1]]));
  files['xl/worksheets/sheet2.xml'] = [new Uint8Array(mb * 1024 * 1024), { level: 9 }];
  return Buffer.from(zipSync(files));
}

export const workbookText = (bytes: Uint8Array, path: string) => strFromU8(unzipSync(bytes)[path] ?? new Uint8Array());
