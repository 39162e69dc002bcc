import { describe, expect, it } from 'vitest';
import { parseImportDate } from '../../../src/domain/import/dates';

describe('parseImportDate: dates as registers write them (issue 16)', () => {
  it.each<[string | number, { jour: number | null; mois: number | null; annee: number }]>([
    ['12/03/1954', { jour: 12, mois: 3, annee: 1954 }],
    ['1/3/1954', { jour: 1, mois: 3, annee: 1954 }],
    ['12-03-54', { jour: 12, mois: 3, annee: 1954 }],
    ['12.03.1954', { jour: 12, mois: 3, annee: 1954 }],
    ['05/01/12', { jour: 5, mois: 1, annee: 2012 }],
    ['1954-03-12', { jour: 12, mois: 3, annee: 1954 }],
    ['1954', { jour: null, mois: null, annee: 1954 }],
    [1954, { jour: null, mois: null, annee: 1954 }],
    ['mars 1954', { jour: null, mois: 3, annee: 1954 }],
    ['Mars 1954', { jour: null, mois: 3, annee: 1954 }],
    ['AOÛT 1961', { jour: null, mois: 8, annee: 1961 }],
    ['12 mars 1954', { jour: 12, mois: 3, annee: 1954 }],
    ['1er février 1960', { jour: 1, mois: 2, annee: 1960 }],
    ['vers 1920', { jour: null, mois: null, annee: 1920 }],
    ['03/1954', { jour: null, mois: 3, annee: 1954 }],
    // Excel serials: 19795 is 12/03/1954; 44927 is 01/01/2023.
    [19795, { jour: 12, mois: 3, annee: 1954 }],
    ['19795', { jour: 12, mois: 3, annee: 1954 }],
    [44927, { jour: 1, mois: 1, annee: 2023 }],
  ])('%s', (input, expected) => {
    expect(parseImportDate(input)).toEqual({ ok: true, date: expected });
  });

  it.each(['31/02/1954', 'le lendemain', '13/13/1954', 'mars', '?'])('refuses %s', (input) => {
    expect(parseImportDate(input)).toEqual({ ok: false });
  });

  it('an empty cell is no date', () => {
    expect(parseImportDate(null)).toBeNull();
    expect(parseImportDate('  ')).toBeNull();
  });
});
