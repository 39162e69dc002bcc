import { describe, expect, it } from 'vitest';
import { collationKey, compareSortValues, frCollator, nextDirection, sortRows } from '../../src/domain/filters';

describe('French collation (issue 6)', () => {
  it('puts Émile next to Emile, whatever the case', () => {
    const names = ['Zola', 'émile', 'Bernard', 'Emile', 'Émile', 'Eric', 'Ébrard', 'Durand'];
    const sorted = sortRows(names, (n) => n);
    expect(sorted.slice(0, 3)).toEqual(['Bernard', 'Durand', 'Ébrard']);
    expect(sorted.slice(3, 6).map((n) => n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())).toEqual(['emile', 'emile', 'emile']);
    expect(sorted.slice(6)).toEqual(['Eric', 'Zola']);
  });

  it('reads numbers as numbers: A2 before A10', () => {
    expect(sortRows(['A10', 'A2', 'B1', 'A1'], (s) => s)).toEqual(['A1', 'A2', 'A10', 'B1']);
    expect(frCollator.compare('2', '10')).toBeLessThan(0);
  });

  it('keeps equal keys in their order (stable) and blanks last in both directions', () => {
    const rows = [{ id: 1, k: 'b' }, { id: 2, k: null }, { id: 3, k: 'a' }, { id: 4, k: 'B' }];
    expect(sortRows(rows, (r) => r.k).map((r) => r.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, (r) => r.k, 'desc').map((r) => r.id)).toEqual([1, 4, 3, 2]);
  });

  it('compares numbers numerically', () => {
    expect(compareSortValues(2, 10)).toBeLessThan(0);
    expect(compareSortValues(2, 10, 'desc')).toBeGreaterThan(0);
  });

  it('headers toggle ascending then descending', () => {
    expect(nextDirection(null)).toBe('asc');
    expect(nextDirection('asc')).toBe('desc');
    expect(nextDirection('desc')).toBe('asc');
  });
});

describe('collationKey', () => {
  it('orders every pair as the French collator does', () => {
    const values = ['Émile', 'emile', 'Eric', 'Ébrard', 'A2', 'A10', 'a1', 'Le Goff', 'Lefèvre', 'Lefebvre', 'LEFEVRE', 'Œuvre', 'Oeuvre', 'Zoé', 'zoe', 'B 3', 'B 12', '007', '7'];
    const sign = (n: number) => Math.sign(n);
    for (const a of values) for (const b of values) {
      expect(sign(collationKey(a) < collationKey(b) ? -1 : collationKey(a) > collationKey(b) ? 1 : 0), `${a} / ${b}`).toBe(sign(frCollator.compare(a, b)));
    }
  });
});
