import { describe, expect, it } from 'vitest';
import { formatSurface, parseSurface, round2, surfaceClasse, surfaceClasseLabel } from '../../src/domain/rules/surface';

describe('parseSurface (spec 001 §5)', () => {
  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['3', 3],
    [' 4,125 ', 4.13],
    ['4,124', 4.12],
    ['1,005', 1.01],
    ['2,5 m²', 2.5],
    ['2.50m2', 2.5],
    ['0', null],
    ['', null],
    ['abc', null],
    ['2,5,1', null],
    ['-3', null],
    [7.456, 7.46],
    [null, null],
  ])('%j reads %s', (input, expected) => {
    expect(parseSurface(input)).toBe(expected);
  });

  it('rounds half up at the cent', () => {
    expect(round2(1.005)).toBe(1.01);
  });
});

describe('surfaceClasse (spec 000 §3, 001 §3)', () => {
  it.each([
    [1.2, 1], [2, 1], [3.99, 1],
    [4, 2], [5.99, 2],
    [6, 3], [7.99, 3],
    [8, 4], [10, 4],
    [10.01, 5], [25, 5],
    [0, null], [null, null],
  ])('%s m² is class %s', (m2, classe) => {
    expect(surfaceClasse(m2)).toBe(classe);
  });

  it('labels', () => {
    expect(surfaceClasseLabel(3)).toBe('Triple (6-8 m²)');
    expect(surfaceClasseLabel(null)).toBe('non renseignée');
    expect(formatSurface(2.5)).toBe('2,5 m²');
    expect(formatSurface(null)).toBe('non renseignée');
  });
});
