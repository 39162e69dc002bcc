import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRegister } from '../../server/import/registerReader';
import { readXlsxWithSheetJs } from '../../server/import/xlsxSheetJs';
import { readXlsxStreaming } from '../../server/import/xlsxStream';
import { REGISTERS } from '../corpus/registers';
import { xlsxOf, xlsxWithExternalLink } from '../helpers/registers';

/**
 * The streaming .xlsx reader (server/import/xlsxStream.ts, issue 26: a 100,000-line register read well under
 * 1 GB) gives the very grid SheetJS gives (xlsxSheetJs.ts, the reader it replaces and falls back on): every
 * register of the corpus, workbooks made here with SheetJS and by hand with each feature a register may have,
 * and random grids. A file it is not sure of is left to SheetJS, which then reads it as before.
 */
type Value = string | number | boolean | Date | null;

function book(sheets: Array<{ name: string; sheet: XLSX.WorkSheet }>, opts: { date1904?: boolean; sst?: boolean } = {}): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const { name, sheet } of sheets) XLSX.utils.book_append_sheet(wb, sheet, name);
  if (opts.date1904) wb.Workbook = { WBProps: { date1904: true } };
  return new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: opts.sst ?? false }) as Buffer);
}

const sheetOf = (rows: Value[][], origin?: string) => XLSX.utils.aoa_to_sheet(rows, (origin ? { origin } : {}) as XLSX.AOA2SheetOpts);

/** A workbook whose parts are rewritten: `edit` gets and returns each XML part's text. */
function edited(bytes: Uint8Array, edit: (name: string, xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  for (const name of Object.keys(files)) if (name.endsWith('.xml')) files[name] = strToU8(edit(name, strFromU8(files[name] as Uint8Array)));
  return zipSync(files);
}

/** The sheet part of a one-sheet workbook made by hand (the other parts from SheetJS). */
function withSheetXml(sheetData: string, after = '', before = '', sharedStrings?: string, styles?: string): Uint8Array {
  const base = book([{ name: 'Registre', sheet: sheetOf([['x']]) }], { sst: sharedStrings !== undefined });
  return edited(base, (name, xml) => {
    if (name === 'xl/worksheets/sheet1.xml') {
      return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${before}<sheetData>${sheetData}</sheetData>${after}</worksheet>`;
    }
    if (name === 'xl/sharedStrings.xml' && sharedStrings !== undefined) return `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${sharedStrings}</sst>`;
    if (name === 'xl/styles.xml' && styles !== undefined) return `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${styles}</styleSheet>`;
    return xml;
  });
}

/** Both readers agree, and the streaming one did read the file (it did not leave it to SheetJS). */
function expectStreamedSame(bytes: Uint8Array): ReturnType<typeof readXlsxStreaming> {
  const streamed = readXlsxStreaming(bytes);
  expect(streamed).not.toBe('unstreamable');
  expect(streamed).toEqual(readXlsxWithSheetJs(bytes));
  return streamed;
}

const dated = (format: string, value: number) => {
  const sheet = sheetOf([['Nom', 'Date'], ['DUPONT', value]]);
  (sheet['B2'] as XLSX.CellObject).z = format;
  return sheet;
};

describe('the streaming reader reads what SheetJS reads', () => {
  it.each(REGISTERS.map((r) => [r.name, r] as const))('corpus: %s', (_name, register) => {
    const bytes = new Uint8Array(xlsxOf(register.rows, { merges: register.merges ?? [] }));
    const streamed = expectStreamedSame(bytes);
    expect(streamed !== 'unstreamable' && streamed.ok && streamed.rows.length).toBeGreaterThan(3);
  });

  it.each([
    ['m/d/yy (Excel’s short date, id 14)', 'm/d/yy', '1987-03-12'],
    ['dd/mm/yyyy', 'dd/mm/yyyy', '1987-03-12'],
    ['d mmmm yyyy in French', '[$-40C]d mmmm yyyy;@', '1987-03-12'],
    ['a date and a time', 'dd/mm/yyyy hh:mm', '1987-03-12'],
    ['a colour bracket and a date', '[Red]dd/mm/yy', '1987-03-12'],
    ['a number, not a date', '0.00', 31848.75],
    ['quoted text only', '"jour "0', 31848.75],
    ['text format', '@', 31848.75],
  ])('a number formatted as %s', (_label, format, expected) => {
    const streamed = expectStreamedSame(book([{ name: 'R', sheet: dated(format, 31848.75) }]));
    expect(streamed !== 'unstreamable' && streamed.ok && streamed.rows[1]?.[1]).toBe(expected);
  });

  it('the 1904 date system: the day Excel shows, four years and a day after the same serial in 1900', () => {
    const streamed = expectStreamedSame(book([{ name: 'R', sheet: dated('dd/mm/yyyy', 30386) }], { date1904: true }));
    expect(streamed !== 'unstreamable' && streamed.ok && streamed.rows[1]?.[1]).toBe('1987-03-12');
  });

  it('a text or a yes/no typed in a column formatted as dates is read as typed, never dropped', () => {
    const sheet = sheetOf([['Nom', 'Date'], ['A', 'inconnue'], ['B', true], ['C', 31848]]);
    for (const ref of ['B2', 'B3', 'B4']) (sheet[ref] as XLSX.CellObject).z = 'dd/mm/yyyy';
    const streamed = expectStreamedSame(book([{ name: 'R', sheet }]));
    expect(streamed !== 'unstreamable' && streamed.ok && streamed.rows.map((r) => r[1])).toEqual(['Date', 'inconnue', 'oui', '1987-03-12']);
  });

  it('shared strings, merged cells, formulas, booleans, errors, sparse cells far right, empty leading rows', () => {
    const sheet = sheetOf([['Carré', 'N°', 'Nom', 'Actif'], ['A', 1, 'DUPONT', true], [null, 2, 'MARTIN', false], ['B', 3, '', null]], 'B3');
    sheet['!merges'] = [{ s: { r: 3, c: 1 }, e: { r: 4, c: 1 } }, { s: { r: 2, c: 3 }, e: { r: 2, c: 4 } }];
    sheet['F4'] = { t: 'n', f: 'C4*2', v: 2 };
    sheet['G5'] = { t: 's', f: 'D5&"!"', v: 'MARTIN!' };
    sheet['H4'] = { t: 'e', v: 0x07 };
    sheet['EZ6'] = { t: 's', v: 'loin à droite' };
    sheet['!ref'] = 'B3:EZ6';
    for (const sst of [false, true]) {
      const streamed = expectStreamedSame(book([{ name: 'Registre', sheet }], { sst }));
      expect(streamed !== 'unstreamable' && streamed.ok && streamed.formulas).toBe(2);
    }
  });

  it('several sheets: the first one with a value, its name read', () => {
    const empty = sheetOf([[null, '  ']]);
    const streamed = expectStreamedSame(book([{ name: 'Vide', sheet: empty }, { name: 'Registre & co', sheet: sheetOf([['Nom'], ['DUPONT']]) }, { name: 'Autre', sheet: sheetOf([['X']]) }]));
    expect(streamed !== 'unstreamable' && streamed.ok && streamed.sheet).toBe('Registre & co');
  });

  it('no sheet with a value, too many rows, too many columns: the same refusal in French', () => {
    expect(readXlsxStreaming(book([{ name: 'Vide', sheet: sheetOf([[null, ' ']]) }]))).toEqual(readXlsxWithSheetJs(book([{ name: 'Vide', sheet: sheetOf([[null, ' ']]) }])));
    const wide = sheetOf([['a']]);
    wide['GT1'] = { t: 's', v: 'b' };
    wide['!ref'] = 'A1:GT1';
    const long = sheetOf([['a']]);
    long['A100051'] = { t: 's', v: 'b' };
    long['!ref'] = 'A1:A100051';
    for (const sheet of [wide, long]) {
      const bytes = book([{ name: 'R', sheet }]);
      const streamed = readXlsxStreaming(bytes);
      expect(streamed).toEqual(readXlsxWithSheetJs(bytes));
      expect(streamed !== 'unstreamable' && !streamed.ok && streamed.message).toMatch(/trop de (lignes|colonnes)/);
    }
  });

  it('rich text and phonetic runs in shared strings, inline strings, escapes, a NUL', () => {
    const strings = '<si><t>DUPONT</t></si><si><r><t>Jean</t></r><r><rPr><b/></rPr><t xml:space="preserve"> Marie</t></r><rPh sb="0" eb="1"><t>ジャン</t></rPh></si><si><t>A_x0000_B &amp; C_x0041_</t></si><si><t xml:space="preserve">  deux\r\nlignes  </t></si>';
    const rows = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>'
      + '<row r="2"><c r="A2" t="inlineStr"><is><t>en ligne</t></is></c><c r="B2" t="inlineStr"><is><r><t>ri</t></r><r><t>che</t></r></is></c><c r="C2" t="inlineStr"><is></is></c><c r="D2" t="inlineStr"/></row>';
    const streamed = expectStreamedSame(withSheetXml(rows, '', '', strings));
    expect(streamed !== 'unstreamable' && streamed.ok && streamed.rows).toEqual([
      ['DUPONT', 'Jean Marie', 'A\uFFFDB & CA', '  deux\nlignes  '],
      ['en ligne', 'riche', '', ''],
    ]);
  });

  it('shared formulas, values without a type, rows and cells without references, a dimension, hyperlinks', () => {
    const rows = '<row r="2"><c r="A2"><f>1+1</f><v>2</v></c><c r="B2"><f t="shared" ref="B2:B4" si="0">A2*2</f><v>4</v></c><c r="C2"><f>NOW()</f></c></row>'
      + '<row><c><v>5</v></c><c r="B3"><f t="shared" si="0"/><v>10</v></c><c t="str"><f>"a"</f><v>a</v></c></row>'
      + '<row r="4"><c r="B4"><f t="shared" si="0"></f><v>12</v></c><c r="E4" t="b"><v>1</v></c><c r="F4" t="e"><v>#N/A</v></c></row><row r="6"></row>';
    const links = '<hyperlinks><hyperlink ref="D7" r:id="rId9"/></hyperlinks>';
    for (const dimension of ['', '<dimension ref="A1:H8"/>', '<dimension ref="B2:C3"/>', '<dimension ref="A1"/>']) {
      const streamed = expectStreamedSame(withSheetXml(rows, links, dimension));
      expect(streamed !== 'unstreamable' && streamed.ok && streamed.formulas).toBe(5);
    }
  });

  it('as Excel and the OpenXML SDK write it: prefixed elements, spans and extension attributes, extLst', () => {
    const rows = '<x:row r="1" spans="1:3" x14ac:dyDescent="0.25" xmlns:x14ac="urn:x14ac"><x:c r="A1" t="str"><x:v>Nom</x:v></x:c><x:c r="C1"><x:v>3</x:v></x:c></x:row>'
      + '<x:row r="2" spans="1:3" ht="15" customHeight="1"><x:c r="A2" t="inlineStr"><x:is><x:t>DUPONT</x:t></x:is></x:c><x:c r="B2" t="b"><x:v>0</x:v></x:c></x:row>';
    const bytes = edited(withSheetXml('', '<extLst><ext uri="{x}"><x14:conditionalFormattings xmlns:x14="urn:x14"/></ext></extLst>'), (name, xml) =>
      name === 'xl/worksheets/sheet1.xml' ? xml.replace('<sheetData></sheetData>', `<x:sheetData xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${rows}</x:sheetData>`) : xml,
    );
    const streamed = expectStreamedSame(bytes);
    expect(streamed !== 'unstreamable' && streamed.ok && streamed.rows).toEqual([['Nom', null, 3], ['DUPONT', 'non', null]]);
  });

  it('a number format of the workbook decides a date; a style without format does not', () => {
    const styles = '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs>';
    const rows = '<row r="1"><c r="A1" s="1"><v>31848</v></c><c r="B1" s="2"><v>31848.5</v></c><c r="C1" s="0"><v>31848</v></c><c r="D1" s="9"><v>31848</v></c><c r="E1"><v>31848</v></c></row>';
    const streamed = expectStreamedSame(withSheetXml(rows, '', '', undefined, styles));
    expect(streamed !== 'unstreamable' && streamed.ok && streamed.rows[0]).toEqual(['1987-03-12', '1987-03-12', 31848, 31848, 31848]);
  });

  it.each([
    ['a date typed as such (t="d")', '<row r="1"><c r="A1" t="d"><v>1987-03-12</v></c></row>'],
    ['an array formula', '<row r="1"><c r="A1"><f t="array" ref="A1:A2">B1:B2</f><v>1</v></c></row>'],
    ['a lone carriage return', '<row r="1"><c r="A1" t="str"><v>a\rb</v></c></row>'],
    ['a cell type unknown', '<row r="1"><c r="A1" t="x"><v>1</v></c></row>'],
  ])('left to SheetJS, read as before: %s', (_label, rows) => {
    const bytes = withSheetXml(rows);
    expect(readXlsxStreaming(bytes)).toBe('unstreamable');
    const sheetJs = readXlsxWithSheetJs(bytes);
    expect(readRegister(bytes)).toEqual(sheetJs.ok ? { ...sheetJs, format: 'xlsx' } : sheetJs);
  });

  it('every refusal of the ZIP is unchanged', () => {
    const external = readRegister(new Uint8Array(xlsxWithExternalLink([['Nom'], ['DUPONT']])));
    expect(external.ok).toBe(false);
    expect(!external.ok && external.message).toMatch(/liaisons/);
  });
});

describe('random grids written by SheetJS read back the same by both readers', () => {
  const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('M. et Mme DUPONT', '_x0041_', 'a\nb', ' espaces ', '&<>"\'', 'ä\u0000b', '\t'));
  const value: fc.Arbitrary<Value> = fc.oneof(
    text,
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
    fc.integer({ min: -100000, max: 100000 }),
    fc.boolean(),
    fc.date({ min: new Date(Date.UTC(1900, 2, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }),
    fc.constant(null),
  );
  const grid = fc.array(fc.array(value, { maxLength: 8 }), { maxLength: 12 });

  it('strings, numbers, booleans, dates, empty cells; with shared strings or not; merged cells; 1900 or 1904', () => {
    fc.assert(
      fc.property(grid, fc.boolean(), fc.boolean(), fc.constantFrom('A1', 'C4'), fc.nat(3), (rows, sst, date1904, origin, merge) => {
        const sheet = sheetOf(rows, origin);
        if (merge > 0 && rows.length > 2) sheet['!merges'] = [{ s: { r: 0, c: 0 }, e: { r: merge, c: 1 } }];
        const bytes = book([{ name: 'R', sheet }], { sst, date1904 });
        const streamed = readXlsxStreaming(bytes);
        expect(streamed).not.toBe('unstreamable');
        expect(streamed).toEqual(readXlsxWithSheetJs(bytes));
      }),
      { numRuns: 200 },
    );
  });
});
