import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../src/domain/rules/currentLocation';
import { groupBy } from '../../src/domain/collections';

const l = (id: string, dateDebut: string | null, over: { isArchived?: boolean; deletedAt?: string | null } = {}) => ({ id, dateDebut, isArchived: false, deletedAt: null, ...over });

describe('current concession of a plot', () => {
  it.each([
    ['none', [], null],
    ['only archived or deleted', [l('a', '2000-01-01', { isArchived: true }), l('b', '2001-01-01', { deletedAt: '2026-01-01T00:00:00Z' })], null],
    ['the live, not archived one', [l('a', '2020-01-01', { isArchived: true }), l('b', '1990-01-01')], 'b'],
    ['on bad data, the latest started', [l('a', '1990-01-01'), l('b', '2010-01-01'), l('c', null)], 'b'],
    ['same start: the highest id', [l('b', '2010-01-01'), l('c', '2010-01-01'), l('a', '2010-01-01')], 'c'],
  ])('%s', (_label, rows, expected) => {
    expect(currentLocation(rows)?.id ?? null).toBe(expected);
  });

  it('groups rows by key, leaving out null keys', () => {
    const groups = groupBy([{ k: 'x', v: 1 }, { k: null, v: 2 }, { k: 'x', v: 3 }], (r) => r.k);
    expect([...groups.entries()]).toEqual([['x', [{ k: 'x', v: 1 }, { k: 'x', v: 3 }]]]);
  });
});
