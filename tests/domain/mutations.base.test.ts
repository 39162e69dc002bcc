import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBase, jsonEqual } from '../../src/domain/mutations/base';

describe('jsonEqual', () => {
  it.each([
    [1, 1, true],
    [1, '1', false],
    [null, undefined, true],
    [null, 0, false],
    ['', null, false],
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: null }, true],
    [{ a: 1 }, { a: 1, b: 0 }, false],
    [[1, 2], [2, 1], false],
    [[], {}, false],
    [{ jour: 1, mois: null, annee: 1950 }, { annee: 1950, jour: 1, mois: null }, true],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
  });
});

describe('checkBase (DESIGN §5)', () => {
  const current = { id: 'x', etatAbandon: 2, notes: 'a', exclus: [{ nom: 'A' }] };

  it('applies when every base value equals the current one', () => {
    expect(checkBase(current, { etatAbandon: 2 }, { etatAbandon: 5 })).toEqual({ ok: true });
  });

  it('applies when the new value is already there', () => {
    expect(checkBase(current, { etatAbandon: 1 }, { etatAbandon: 2 })).toEqual({ ok: true });
  });

  it('conflicts when the field changed to something else', () => {
    expect(checkBase(current, { etatAbandon: 1 }, { etatAbandon: 5 })).toEqual({ ok: false, fields: ['etatAbandon'] });
  });

  it('ignores fields the mutation does not write', () => {
    expect(checkBase(current, { etatAbandon: 2, notes: 'old' }, { etatAbandon: 5 })).toEqual({ ok: true });
  });

  it('reads a missing base value as null', () => {
    expect(checkBase({ id: 'x', notes: null }, {}, { notes: 'n' })).toEqual({ ok: true });
    expect(checkBase({ id: 'x', notes: 'kept' }, {}, { notes: 'n' })).toEqual({ ok: false, fields: ['notes'] });
  });

  it('compares JSON values structurally', () => {
    expect(checkBase(current, { exclus: [{ nom: 'A' }] }, { exclus: [] })).toEqual({ ok: true });
  });

  it('treats an absent row as all nulls', () => {
    expect(checkBase(null, { notes: null }, { notes: 'n' })).toEqual({ ok: true });
  });
});

describe('properties (fast-check)', () => {
  const reorder = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(reorder);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reorder(x)]));
    return v;
  };

  it('jsonEqual is reflexive, symmetric and blind to key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(jsonEqual(a, a)).toBe(true);
        expect(jsonEqual(a, reorder(a))).toBe(true);
        expect(jsonEqual(a, b)).toBe(jsonEqual(b, a));
        expect(jsonEqual(a, b)).toBe(jsonEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b))));
      }),
    );
  });

  it('checkBase conflicts exactly on fields changed elsewhere to another value', () => {
    const record = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 3 }), fc.constantFrom('x', 'y')));
    fc.assert(
      fc.property(record, record, record, (current, base, next) => {
        const result = checkBase(current, base, next);
        const expected = Object.keys(next).filter((f) => !jsonEqual(base[f], current[f]) && !jsonEqual(next[f], current[f]));
        expect(result).toEqual(expected.length === 0 ? { ok: true } : { ok: false, fields: expected });
        // What the user saw being still there always applies.
        expect(checkBase(current, current, next)).toEqual({ ok: true });
      }),
    );
  });
});
