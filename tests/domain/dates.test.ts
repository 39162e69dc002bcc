import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays, addMonths, addYears, birthDatePhrase, compareDates, datePhrase, diffInDays, diffInYears, formatFrDate, formatPartialDate,
  isIsoDate, makeIsoDate, parseFrDate, partialDateToIso, toIsoDate,
} from '../../src/domain/dates';

describe('parseFrDate / formatFrDate', () => {
  it.each([
    ['01/02/2020', '2020-02-01'],
    ['1/2/2020', '2020-02-01'],
    [' 29/02/2020 ', '2020-02-29'],
    ['29/02/2021', null],
    ['31/04/2020', null],
    ['00/01/2020', null],
    ['2020-02-01', null],
    ['', null],
  ])('%j reads as %j', (input, expected) => {
    expect(parseFrDate(input)).toBe(expected);
  });

  it.each([
    ['2020-02-01', '01/02/2020'],
    ['1899-12-31', '31/12/1899'],
    [null, ''],
    ['2020-13-01', ''],
  ])('%j shows as %j', (input, expected) => {
    expect(formatFrDate(input)).toBe(expected);
  });

  it('round-trips', () => {
    expect(parseFrDate(formatFrDate('2031-07-14'))).toBe('2031-07-14');
  });
});

describe('calendar arithmetic on strings', () => {
  it.each([
    ['2020-01-31', 1, '2020-02-29'],
    ['2021-01-31', 1, '2021-02-28'],
    ['2020-08-31', 6, '2021-02-28'],
    ['2019-08-31', 6, '2020-02-29'],
    ['2020-01-15', -13, '2018-12-15'],
    ['2020-03-29', 0, '2020-03-29'],
  ])('addMonths(%s, %i) = %s', (date, n, expected) => {
    expect(addMonths(date, n)).toBe(expected);
  });

  it.each([
    ['2020-02-29', 1, '2021-02-28'],
    ['2020-02-29', 4, '2024-02-29'],
    ['1990-06-15', 30, '2020-06-15'],
    ['2020-06-15', -2, '2018-06-15'],
  ])('addYears(%s, %i) = %s', (date, n, expected) => {
    expect(addYears(date, n)).toBe(expected);
  });

  it.each([
    ['2020-12-31', 1, '2021-01-01'],
    ['2020-03-01', -1, '2020-02-29'],
    // 2026-03-29 is the spring daylight-saving change in France: no day is lost or doubled.
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 2, '2026-10-26'],
  ])('addDays(%s, %i) = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('compares', () => {
    expect(compareDates('2020-01-01', '2020-01-02')).toBe(-1);
    expect(compareDates('2020-01-02', '2020-01-02')).toBe(0);
    expect(compareDates('2020-01-03', '2020-01-02')).toBe(1);
    expect(() => compareDates('2020-1-3', '2020-01-02')).toThrow(RangeError);
  });

  it.each([
    ['2000-03-10', '2010-03-09', 9],
    ['2000-03-10', '2010-03-10', 10],
    ['2000-03-10', '2010-03-11', 10],
    ['2000-02-29', '2001-02-28', 1],
    ['2010-03-10', '2000-03-10', -10],
  ])('diffInYears(%s, %s) = %i', (from, to, expected) => {
    expect(diffInYears(from, to)).toBe(expected);
  });

  it('counts days', () => {
    expect(diffInDays('2020-01-01', '2021-01-01')).toBe(366);
    expect(diffInDays('2021-01-01', '2020-01-01')).toBe(-366);
  });
});

describe('validation and partial dates', () => {
  it('validates', () => {
    expect(isIsoDate('2020-02-29')).toBe(true);
    expect(isIsoDate('2021-02-29')).toBe(false);
    expect(isIsoDate(20200229)).toBe(false);
    expect(makeIsoDate(2021, 2, 29)).toBeNull();
  });

  it('takes the local calendar day of an instant', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it.each([
    [{ jour: 12, mois: 3, annee: 1950 }, '12/03/1950', '1950-03-12'],
    [{ jour: null, mois: 3, annee: 1950 }, '03/1950', null],
    [{ jour: null, mois: null, annee: 1950 }, '1950', null],
    [{ jour: null, mois: null, annee: null }, '', null],
  ])('%j shows as %j', (partial, shown, iso) => {
    expect(formatPartialDate(partial)).toBe(shown);
    expect(partialDateToIso(partial)).toBe(iso);
  });
});

describe('datePhrase: a date in a sentence at its precision (issue 26, year-only dates)', () => {
  const d = (jour: number | null, mois: number | null, annee: number | null) => ({ jour, mois, annee });
  it.each([
    [d(12, 3, 1932), 'le 12/03/1932'],
    [d(1, 1, 1932), 'le 01/01/1932'],
    [d(null, 3, 1932), 'en mars 1932'],
    [d(null, 8, 1932), 'en août 1932'],
    [d(null, 12, 1932), 'en décembre 1932'],
    [d(null, null, 1932), 'en 1932'],
    // A day without its month says no more than the year.
    [d(12, null, 1932), 'en 1932'],
    // Without the year nothing is said: 'le 12/03' would read as a date of this year.
    [d(12, 3, null), ''],
    [d(null, 3, null), ''],
    [d(null, null, null), ''],
    [null, ''],
    [undefined, ''],
    ['1932-03-12', 'le 12/03/1932'],
    ['1932-02-30', ''],
  ])('%j reads %j', (value, phrase) => {
    expect(datePhrase(value)).toBe(phrase);
  });

  it.each([
    [{ dateDeNaissance: '1932-03-12', dateNaissanceIncomplete: null }, 'le 12/03/1932'],
    [{ dateDeNaissance: null, dateNaissanceIncomplete: d(null, null, 1932) }, 'en 1932'],
    [{ dateDeNaissance: null, dateNaissanceIncomplete: d(null, 5, 1932) }, 'en mai 1932'],
    [{ dateDeNaissance: null, dateNaissanceIncomplete: null }, ''],
  ])('birth %j reads %j', (o, phrase) => {
    expect(birthDatePhrase(o)).toBe(phrase);
  });

  it('never reads le before a year alone or a month and year', () => {
    fc.assert(fc.property(fc.option(fc.integer({ min: 1, max: 31 })), fc.option(fc.integer({ min: 1, max: 12 })), fc.integer({ min: 1000, max: 9999 }), (jour, mois, annee) => {
      const phrase = datePhrase({ jour, mois, annee });
      expect(phrase.startsWith('le ')).toBe(jour !== null && mois !== null);
      expect(phrase.endsWith(String(annee))).toBe(true);
    }));
  });
});
