import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatDecimalFr } from '../../src/domain/formatNumber';

/** The reference: what Intl writes for French, with the same number of decimals at most. */
const intl = (digits: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits });

describe('French numbers without Intl', () => {
  it.each([
    [0, 1, '0'],
    [12, 1, '12'],
    [12.04, 1, '12'],
    [0.15, 1, '0,2'],
    [0.25, 1, '0,3'],
    [-0.25, 1, '-0,3'],
    [999.95, 1, '1\u202f000'],
    [1234, 0, '1\u202f234'],
    [12345.67, 1, '12\u202f345,7'],
    [1e21, 0, '1\u202f000\u202f000\u202f000\u202f000\u202f000\u202f000\u202f000'],
    [1e-7, 1, '0'],
    [33.333333333333336, 1, '33,3'],
    [66.66666666666667, 1, '66,7'],
  ])('%s with %i decimal(s) at most is %s', (value, digits, text) => {
    expect(formatDecimalFr(value, digits)).toBe(text);
    expect(formatDecimalFr(value, digits)).toBe(intl(digits).format(value));
  });

  fcTest.prop([fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 3 })], { numRuns: 8_000 })(
    'writes any number as Intl does',
    (value, digits) => {
      expect(formatDecimalFr(value, digits)).toBe(intl(digits).format(value));
    },
  );

  fcTest.prop([fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 })], { numRuns: 5_000 })(
    'writes a percentage of the statistics box as Intl does',
    (nb, total) => {
      const percent = (Math.min(nb, total) / total) * 100;
      expect(formatDecimalFr(percent, 1)).toBe(intl(1).format(percent));
    },
  );
});
