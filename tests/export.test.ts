import { describe, expect, it } from 'vitest';
import { read, utils } from '@e965/xlsx';
import { extractText, getDocumentProxy } from 'unpdf';
import { parseCsv } from '../src/domain/export';
import { joinLists, sortRows } from '../src/domain/filters';
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
    // Dates stay text: Excel must not turn 01/03/2023 into 3 January.
    expect(sheet['E2']?.t).toBe('s');
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
