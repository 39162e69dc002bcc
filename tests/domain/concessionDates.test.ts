import { describe, expect, it } from 'vitest';
import { computeDateFin, durationChoices, isCentenaireAllowed } from '../../src/domain/rules/concessionDates';

describe('computeDateFin (spec 001 §5)', () => {
  it.each([
    [{ dateDebut: '2000-03-10', duree: 30 }, '2030-03-10'],
    [{ dateDebut: '2000-02-29', duree: 15 }, '2015-02-28'],
    [{ dateDebut: '2000-03-10', duree: 0 }, null],
    [{ dateDebut: '2000-03-10', duree: null }, null],
    [{ dateDebut: null, duree: 30 }, null],
    [{ dateDebut: '2000-03-10', duree: 30, perpetuelle: true }, null],
    [{ dateDebut: '2026-01-15', duree: 5, type: 'Terrain commun' as const }, '2031-01-15'],
    [{ dateDebut: '2026-08-31', duree: null, type: 'Caveau' as const }, '2027-02-28'],
    [{ dateDebut: '2026-01-15', duree: 30, type: 'Caveau' as const }, '2026-07-15'],
  ])('%j ends %s', (input, expected) => {
    expect(computeDateFin(input)).toBe(expected);
  });
});

describe('100-year option (ordonnance 59-33 of 5 January 1959 over spec 001 §5)', () => {
  it.each([
    ['1959-01-04', true],
    ['1959-01-05', false],
    ['1959-01-06', false],
    ['1920-05-01', true],
    ['2026-06-15', false],
    [null, false],
  ])('start %s: %s', (dateDebut, allowed) => {
    expect(isCentenaireAllowed(dateDebut)).toBe(allowed);
    expect(durationChoices(dateDebut).includes(100)).toBe(allowed);
  });

  it('offers the spec durations, perpetual and other', () => {
    expect(durationChoices('2026-01-01')).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 25, 30, 50, 99, 'perpetuelle', 'autre']);
  });
});
