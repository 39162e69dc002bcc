import { describe, expect, it } from 'vitest';
import { read, utils, type CellObject, type WorkSheet } from '@e965/xlsx';
import { extractText, getDocumentProxy } from 'unpdf';
import { parseCsv } from '../src/domain/export';
import { joinLists, sortRows, type ConcessionRow, type DefuntRow, type ListRow, type PlotRow } from '../src/domain/filters';
import { runExport } from '../workers/export.run';
import { SOURCE, TODAY } from './domain/filtersData';

const rows = joinLists(SOURCE, TODAY);
const defunts = sortRows(rows.defunts, (r) => r.occupant.nom);
const request = { kind: 'defunts' as const, rows: defunts, cemetery: 'Cimetière de Saint-Éloi', today: TODAY };

describe('exports generated on the device (issue 6)', () => {
  it('xlsx: reopened, checked cell by cell', () => {
    const result = runExport({ ...request, format: 'xlsx' });
    expect(result.fileName).toBe('defunts-2026-06-15.xlsx');
    const book = read(result.bytes);
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const cells = utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    expect(cells).toEqual([
      ['Nom', 'Prénom', 'Nom de jeune fille', 'Date de naissance', 'Date de décès', 'Âge', 'Carré/Allée/Num', 'Concession'],
      // Émile and Emile collate equal: the sort is stable, so they keep the replica's order.
      ['Émile', 'Jean', '', '', '10/01/2026', '', 'A / 1 / 2', 'Émile'],
      ['Emile', 'Anne', '', '', '01/03/2023', '', 'A / 2 / 10', 'emile'],
      ['Lefèvre', 'Marie', 'Durand', '', '', '', 'C / 1 / 1', 'Lefèvre'],
      ['Zola', 'Emile', '', '', '01/01/2000', '', 'B / 1 / 1', 'Zola'],
      ['Inconnu', '', '', '', '1990', '', 'C / 1 / 1', 'Lefèvre'], // unnamed: 'Inconnu' (spec 001 §3)
    ]);
    // A full date is a date cell shown DD/MM/YYYY (never 3 January for 01/03/2023); a year alone stays text.
    expect(sheet['E3']).toMatchObject({ t: 'n', v: 44986, w: '01/03/2023' });
    expect(sheet['E6']).toMatchObject({ t: 's', v: '1990' });
  });

  it('csv: the same text as the screen, dates DD/MM/YYYY, surfaces with a comma', () => {
    const csv = (kind: 'plots' | 'concessions', kindRows: ListRow[]) => parseCsv(new TextDecoder().decode(runExport({ ...request, kind, rows: kindRows, format: 'csv' }).bytes));
    expect(csv('plots', rows.plots.filter((r) => r.id === 'P3'))).toEqual([
      ['Carré/Allée/Num', 'N°', 'Famille', 'Type', 'Surface', 'Libre'],
      ['A / 2 / 10', '', 'emile', 'Terrain commun', '2,5 m²', 'NON'],
    ]);
    expect(csv('concessions', rows.concessions.filter((r) => r.id === 'L3' || r.id === 'L7'))).toEqual([
      ['Carré/Allée/Num', 'N°', 'Famille', 'Type', 'Durée', 'Date de début', 'Date de fin', 'Statut'],
      ['A / 2 / 10', '', 'emile', 'Terrain commun', '30 ans', '01/01/1995', '01/01/2025', rows.concessions.find((r) => r.id === 'L3')?.status.label],
      ['C / 1 / 1', '', 'Lefèvre', 'Cavurne', 'Perpétuelle', '01/03/1950', '', rows.concessions.find((r) => r.id === 'L7')?.status.label],
    ]);
  });

  it('csv: UTF-8 with BOM and ;, parsed back', () => {
    const result = runExport({ ...request, format: 'csv' });
    const bytes = result.bytes;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = parseCsv(new TextDecoder().decode(bytes));
    expect(parsed).toHaveLength(6);
    expect(parsed[3]).toEqual(['Lefèvre', 'Marie', 'Durand', '', '', '', 'C / 1 / 1', 'Lefèvre']);
  });

  it('pdf: title with the cemetery and the date, the rows asked for and only them, page numbers', async () => {
    const chosen = defunts.filter((r) => r.id === 'D1' || r.id === 'D3');
    const result = runExport({ ...request, rows: chosen, format: 'pdf' });
    const pdf = await getDocumentProxy(result.bytes);
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain('DÉFUNTS - Cimetière de Saint-Éloi - 15/06/2026');
    expect(text).toContain('Date de décès');
    expect(text).toContain('Jean');
    expect(text).toContain('Zola');
    expect(text).toContain('10/01/2026');
    expect(text).not.toContain('Marie');
    expect(text).not.toContain('Anne');
    expect(text).toContain('Page 1 / 1');
  });

  it('pdf: a long list repeats the header row on every page and numbers the pages', async () => {
    const many = Array.from({ length: 120 }, (_, i) => {
      const base = defunts[i % defunts.length];
      if (!base) throw new Error('no row');
      return { ...base, id: `x${i}`, occupant: { ...base.occupant, nom: `Nom${String(i).padStart(3, '0')}` } };
    });
    const progress: number[] = [];
    const result = runExport({ ...request, rows: many, format: 'pdf' }, (f) => progress.push(f));
    const pdf = await getDocumentProxy(result.bytes);
    const { text, totalPages } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    text.forEach((page, i) => {
      expect(page).toContain('Date de naissance');
      expect(page).toContain(`Page ${i + 1} / ${totalPages}`);
    });
    const all = text.join('\n');
    for (let i = 0; i < 120; i++) expect(all).toContain(`Nom${String(i).padStart(3, '0')}`);
    expect(progress.at(-1)).toBe(1);
  });
});

/** The first sheet of an .xlsx export, reopened with its number formats. */
function sheetOf(kind: 'defunts' | 'plots' | 'concessions', kindRows: ListRow[]): WorkSheet {
  const book = read(runExport({ ...request, kind, rows: kindRows, format: 'xlsx' }).bytes, { cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** What Excel gets in a cell: its type, its value and its number format. */
const cell = (sheet: WorkSheet, ref: string) => {
  const c: CellObject | undefined = sheet[ref];
  return c ? { t: c.t, v: c.v, z: c.z } : undefined;
};
const text = (v: string) => ({ t: 's', v, z: 'General' });
/** A date cell: Excel's serial day number (days since 30/12/1899), shown dd/mm/yyyy. */
const date = (serial: number) => ({ t: 'n', v: serial, z: 'dd/mm/yyyy' });

describe('xlsx cells Excel can sort and filter (issue 6)', () => {
  const defunt = (id: string, over: Partial<DefuntRow['occupant']>): DefuntRow => {
    const base = rows.defunts.find((r) => r.id === 'D1');
    if (!base) throw new Error('no D1');
    return { ...base, id, occupant: { ...base.occupant, ...over } };
  };

  it('deceased: full dates are dates dd/mm/yyyy, partial dates stay text, the age is a number', () => {
    const sheet = sheetOf('defunts', [
      defunt('a', { nom: 'Martin', dateDeNaissance: '1931-05-04', dateDeces: { jour: 10, mois: 1, annee: 2026 } }),
      defunt('b', { nom: 'Petit', dateDeNaissance: null, dateNaissanceIncomplete: { jour: null, mois: 3, annee: 1950 }, dateDeces: { jour: null, mois: null, annee: 2001 } }),
      // Born before 1900: Excel holds no date before 01/01/1900, so the date stays the text it was.
      defunt('c', { nom: 'Durand', dateDeNaissance: '1885-02-14', dateDeces: { jour: 3, mois: 8, annee: 1960 } }),
      defunt('d', { nom: 'Roux', dateDeNaissance: null, dateNaissanceIncomplete: { jour: 22, mois: 11, annee: 1926 }, dateDeces: null }),
    ]);
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1'].map((ref) => sheet[ref]?.v)).toEqual(
      ['Nom', 'Prénom', 'Nom de jeune fille', 'Date de naissance', 'Date de décès', 'Âge', 'Carré/Allée/Num', 'Concession'],
    );
    expect(cell(sheet, 'A2')).toEqual(text('Martin'));
    expect(cell(sheet, 'D2')).toEqual(date(11447)); // 04/05/1931
    expect(cell(sheet, 'E2')).toEqual(date(46032)); // 10/01/2026
    expect(cell(sheet, 'F2')).toEqual({ t: 'n', v: 94, z: 'General' });
    expect(cell(sheet, 'D3')).toEqual(text('03/1950'));
    expect(cell(sheet, 'E3')).toEqual(text('2001'));
    expect(cell(sheet, 'F3')).toEqual({ t: 'n', v: 51, z: 'General' });
    expect(cell(sheet, 'D4')).toEqual(text('14/02/1885'));
    expect(cell(sheet, 'E4')).toEqual(date(22131)); // 03/08/1960
    expect(cell(sheet, 'F4')).toEqual({ t: 'n', v: 75, z: 'General' });
    // A birth date whose three parts are known is a full date; no death: no age, an empty text as before.
    expect(cell(sheet, 'D5')).toEqual(date(9823)); // 22/11/1926
    expect(cell(sheet, 'E5')).toEqual(text(''));
    expect(cell(sheet, 'F5')).toEqual(text(''));
    // What Excel shows, as the reader formats it.
    expect(utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' })[1]?.slice(0, 6)).toEqual(['Martin', 'Jean', '', '04/05/1931', '10/01/2026', '94']);
  });

  it('plots: the surface is a number of m²; concessions: the duration a number of years, Perpétuelle text, dates dates', () => {
    const plots = sheetOf('plots', rows.plots.filter((r): r is PlotRow => r.id === 'P3' || r.id === 'P4' || r.id === 'P6'));
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((ref) => plots[ref]?.v)).toEqual(['Carré/Allée/Num', 'N°', 'Famille', 'Type', 'Surface', 'Libre']);
    expect(cell(plots, 'A2')).toEqual(text('A / 2 / 10'));
    expect(cell(plots, 'E2')).toEqual({ t: 'n', v: 2.5, z: 'General" m²"' });
    expect(cell(plots, 'E3')).toEqual({ t: 'n', v: 4, z: 'General" m²"' });
    expect(cell(plots, 'E4')).toEqual(text('')); // no surface
    expect(cell(plots, 'F2')).toEqual(text('NON'));

    const concessions = sheetOf('concessions', rows.concessions.filter((r): r is ConcessionRow => r.id === 'L3' || r.id === 'L7'));
    expect(['A1', 'E1', 'F1', 'G1', 'H1'].map((ref) => concessions[ref]?.v)).toEqual(['Carré/Allée/Num', 'Durée', 'Date de début', 'Date de fin', 'Statut']);
    expect(cell(concessions, 'C2')).toEqual(text('emile'));
    expect(cell(concessions, 'E2')).toEqual({ t: 'n', v: 30, z: 'General" ans"' });
    expect(cell(concessions, 'F2')).toEqual(date(34700)); // 01/01/1995
    expect(cell(concessions, 'G2')).toEqual(date(45658)); // 01/01/2025
    expect(cell(concessions, 'E3')).toEqual(text('Perpétuelle'));
    expect(cell(concessions, 'F3')).toEqual(date(18323)); // 01/03/1950
    expect(cell(concessions, 'G3')).toEqual(text(''));
  });

  it('declares its number formats with ids from 164, the ones Excel keeps for formats a file defines', () => {
    const book = read(runExport({ ...request, kind: 'concessions', rows: rows.concessions, format: 'xlsx' }).bytes) as ReturnType<typeof read> & { SSF: Record<string, string> };
    expect(book.SSF['164']).toBe('dd/mm/yyyy');
    expect(book.SSF['165']).toBe('General" m²"');
    expect(book.SSF['166']).toBe('General" ans"');
  });
});

describe('pdf layout (issue 6: readable on paper)', () => {
  it('wraps a long cell within its column: every line starts under its header and ends before the next column', async () => {
    const { drawPdfTable } = await import('../workers/export.pdf');
    const long = "Pose d'une pierre tombale en granit rose avec gravure des noms et dates de toute la famille, nettoyage du monument et remise en état des joints";
    const headers = ['Type', 'Description', 'Exécutant', 'Date de début'];
    const body = Array.from({ length: 3 }, (_, i) => ['Gravure', i === 1 ? long : 'Nettoyage', "Marbrerie Générale de l'Ouest et du Centre-Bretagne SARL", '01/02/2026']);
    const pdf = await getDocumentProxy(drawPdfTable({ heading: 'TRAVAUX - Saint-Éloi - 15/06/2026', headers, body }));
    const page = await pdf.getPage(1);
    const items = (await page.getTextContent()).items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, w: it.width }] : []));
    const columnX = headers.map((h) => items.find((it) => it.str === h || it.str.startsWith(`${h.split(' ')[0]}`))?.x ?? NaN);
    expect(columnX.every((x, i) => i === 0 || x > (columnX[i - 1] as number))).toBe(true);
    const description = items.filter((it) => Math.abs(it.x - (columnX[1] as number)) < 0.5 && it.str !== 'Description' && it.str !== 'Nettoyage');
    expect(description.length).toBeGreaterThan(1);
    expect(description.map((it) => it.str).join(' ')).toBe(long);
    for (const it of items) {
      const col = columnX.findLastIndex((x) => it.x >= x - 0.5);
      const next = columnX[col + 1];
      if (col >= 0 && next !== undefined) expect(it.x + it.w, it.str).toBeLessThan(next);
    }
    // The lines of the wrapped cell follow one another down the page.
    const ys = description.map((it) => it.y);
    expect(ys).toEqual([...ys].sort((a, b) => b - a));
  });
});
