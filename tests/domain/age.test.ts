import { describe, expect, it } from 'vitest';
import { ageAt, occupantAge } from '../../src/domain/rules/age';

describe('ageAt (spec 001 §5)', () => {
  it.each([
    // full dates: the day before, the day of, the day after the birthday
    ['1930-05-10', { jour: 9, mois: 5, annee: 2000 }, 69],
    ['1930-05-10', { jour: 10, mois: 5, annee: 2000 }, 70],
    ['1930-05-10', { jour: 11, mois: 5, annee: 2000 }, 70],
    ['1930-05-10', '2000-05-09', 69],
    // years only
    [{ jour: null, mois: null, annee: 1930 }, { jour: null, mois: null, annee: 2000 }, 70],
    // months known on both sides
    [{ jour: null, mois: 6, annee: 1930 }, { jour: null, mois: 5, annee: 2000 }, 69],
    [{ jour: null, mois: 5, annee: 1930 }, { jour: null, mois: 5, annee: 2000 }, 70],
    // missing year or death before birth
    [{ jour: 1, mois: 1, annee: null }, { jour: 1, mois: 1, annee: 2000 }, null],
    ['1930-05-10', null, null],
    ['2001-01-01', '2000-01-01', null],
    ['2000-01-01', '2000-01-01', 0],
  ])('born %j, died %j: %s', (birth, death, age) => {
    expect(ageAt(birth, death)).toBe(age);
  });

  it('prefers the full birth date of a deceased, else the partial one', () => {
    const dateDeces = { jour: 1, mois: 3, annee: 1990 };
    expect(occupantAge({ dateDeNaissance: '1920-04-01', dateNaissanceIncomplete: null, dateDeces })).toBe(69);
    expect(occupantAge({ dateDeNaissance: null, dateNaissanceIncomplete: { jour: null, mois: null, annee: 1920 }, dateDeces })).toBe(70);
  });
});
