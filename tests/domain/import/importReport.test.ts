import { describe, expect, it } from 'vitest';
import type { DryRunLine } from '../../../src/domain/import/plan';
import {
  isDateSerialCell, isLineToTakeUp, MAX_REPORT_LINES, reasonText, registerCellsOf, reportLinesOf, reportSheet,
} from '../../../src/domain/import/importReport';
import { readRegisterLines, type Cell } from '../../../src/domain/import/rows';

/** Issue 26 'The refusals vanish after the import': the lines an import's report keeps and the workbook made of them. */
const dry = (line: number, status: DryRunLine['status'], details: string[] = [], warnings: string[] = []): DryRunLine => ({ line, status, plot: '', details, warnings });

describe('lines to take up', () => {
  it.each<[DryRunLine, boolean]>([
    [dry(2, 'refusé', ['Numéro d’emplacement manquant.']), true],
    [dry(3, 'créé', ['Emplacement créé.'], ['Durée illisible : « trentenaire » (laissée vide).']), true],
    [dry(4, 'créé', ['Emplacement créé.']), false],
    [dry(5, 'inchangé', ['Déjà à jour.']), false],
  ])('%j → %s', (line, kept) => {
    expect(isLineToTakeUp(line)).toBe(kept);
  });

  it('keeps refused lines with their details and partial lines with their warnings, in the file’s order', () => {
    const cells: Record<number, Cell[]> = { 3: ['A', 1], 7: ['B', null] };
    const { lines, omitted } = reportLinesOf(
      [dry(7, 'mis à jour', ['Concession mise à jour.'], ['Date de début illisible : « inconnue ».']), dry(4, 'créé'), dry(3, 'refusé', ['Type d’emplacement inconnu : « tombe double ».'])],
      (n) => cells[n] ?? null,
    );
    expect(omitted).toBe(0);
    expect(lines).toEqual([
      { line: 3, status: 'refusé', cells: ['A', 1], reasons: ['Type d’emplacement inconnu : « tombe double ».'] },
      { line: 7, status: 'mis à jour', cells: ['B', null], reasons: ['Date de début illisible : « inconnue ».'] },
    ]);
    expect(lines.map(reasonText)).toEqual(['Refusée : Type d’emplacement inconnu : « tombe double ».', 'À vérifier : Date de début illisible : « inconnue ».']);
  });

  it(`keeps at most ${MAX_REPORT_LINES} lines and counts the others`, () => {
    const many = Array.from({ length: MAX_REPORT_LINES + 3 }, (_, i) => dry(i + 2, 'refusé', ['Numéro d’emplacement manquant.']));
    const { lines, omitted } = reportLinesOf(many, () => ['x']);
    expect(lines).toHaveLength(MAX_REPORT_LINES);
    expect(lines.at(-1)?.line).toBe(MAX_REPORT_LINES + 1);
    expect(omitted).toBe(3);
  });

  it('bounds the characters kept as well', () => {
    const huge = 'x'.repeat(2_000_000);
    const { lines, omitted } = reportLinesOf([dry(2, 'refusé', ['a']), dry(3, 'refusé', ['b']), dry(4, 'refusé', ['c'])], () => [huge]);
    expect(lines.map((l) => l.line)).toEqual([2, 3]);
    expect(omitted).toBe(1);
  });
});

describe('registerCellsOf', () => {
  // Title, blank line, header (index 2), then lines 4 to 10 of the sheet.
  const rows: Cell[][] = [
    ['Registre'],
    [],
    ['Carré', 'N°', 'Concessionnaire', 'Défunt', 'Décès'],
    ['A', 1, 'DUPONT Jean', 'DUPONT Pierre', '1954'],
    [null, null, null, 'DUPONT Louise', 'inconnue'],
    [],
    [null, null, null, 'DUPONT Marc', 'vers 1960'],
    ['B', null, 'SANS NUMERO', 'OUBLIÉ Jean', null],
    [null, null, null, 'OUBLIÉ Marie', null],
    [null, null, 'AUTRE Paul', 'AUTRE Luc', null],
  ];
  const mapping = ['carre', 'numero', 'concessionnaire', 'defunt', 'dateDeces'] as const;
  const cellsOf = registerCellsOf(rows, 2, 5, [...mapping], readRegisterLines(rows, [...mapping], 3));

  it.each<[number, Cell[] | null, string]>([
    [4, ['A', 1, 'DUPONT Jean', 'DUPONT Pierre', '1954'], 'a line naming its plot, as it was'],
    [5, ['A', 1, null, 'DUPONT Louise', 'inconnue'], 'a second deceased under merged cells gets the plot it continued'],
    [7, ['A', 1, null, 'DUPONT Marc', 'vers 1960'], 'so does a third, past an empty line'],
    [8, ['B', null, 'SANS NUMERO', 'OUBLIÉ Jean', null], 'a line refused for its missing number, as it was'],
    // The reader joins line 9 to the last line it accepted (line 7, plot A-1), never to the refused line 8.
    [9, ['A', 1, null, 'OUBLIÉ Marie', null], 'a line continuing past a refused one gets the plot the import gave it'],
    [10, [null, null, 'AUTRE Paul', 'AUTRE Luc', null], 'a line with a concession of its own and no plot, refused, keeps its empty plot'],
    [3, null, 'the header is no line'],
    [99, null, 'nor is a line past the sheet'],
  ])('line %i → %j (%s)', (line, cells) => {
    expect(cellsOf(line)).toEqual(cells);
  });

  it('pads a short line to the width', () => {
    const sheet: Cell[][] = [['Carré', 'N°', 'Défunt'], [null, null, 'SEUL Jean']];
    const map = ['carre', 'numero', 'defunt', null] as const;
    expect(registerCellsOf(sheet, 0, 4, [...map], readRegisterLines(sheet, [...map], 1))(2)).toEqual([null, null, 'SEUL Jean', null]);
  });
});

describe('reportSheet', () => {
  it('the header row, each line’s cells (an empty text as an empty cell), then Motif; an old Motif column gives way', () => {
    const { rows, fields } = reportSheet(
      ['Carré', 'N°', 'Motif', 'Décès'],
      ['carre', 'numero', null, 'dateDeces'],
      [{ line: 3, status: 'refusé', cells: ['A', '', 'Refusée : ancien motif', 19795], reasons: ['Numéro d’emplacement manquant.'] }],
    );
    expect(rows).toEqual([
      ['Carré', 'N°', 'Décès', 'Motif'],
      ['A', null, 19795, 'Refusée : Numéro d’emplacement manquant.'],
    ]);
    expect(fields).toEqual(['carre', 'numero', 'dateDeces', null]);
  });

  it.each<[Parameters<typeof isDateSerialCell>[0], Cell, boolean]>([
    ['dateDeces', 19795, true],
    ['dateDeces', 1954, false],
    ['dateDeces', '12/03/1954', false],
    ['numero', 19795, false],
    [null, 19795, false],
  ])('%s %j shown as a date: %s', (field, cell, date) => {
    expect(isDateSerialCell(field, cell)).toBe(date);
  });
});
