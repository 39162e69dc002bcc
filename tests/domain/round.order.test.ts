import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNatural, comparePlots, sameAllee, sortNames, sortPlots, type RoundPlot } from '../../src/domain/round/order';

describe('natural order of plot numbers (issue 29, the survey round)', () => {
  it.each([
    ['2', '10', -1],
    ['10', '10bis', -1],
    ['10bis', '10ter', -1],
    ['10ter', '11', -1],
    ['10bis', 'A12', -1],
    ['9', 'A1', -1],
    ['A2', 'A12', -1],
    ['A12', 'B1', -1],
    ['a12', 'B1', -1],
    ['Éa', 'Eb', -1],
    ['100', '99', 1],
    ['12345678901234567890', '12345678901234567891', -1],
    ['', '1', 1],
    [null, 'Z', 1],
    ['  ', 'Z', 1],
  ] as const)('%j before %j: %i', (a, b, sign) => {
    expect(Math.sign(compareNatural(a, b))).toBe(sign);
    expect(Math.sign(compareNatural(b, a))).toBe(-sign);
  });

  it.each([
    ['10 bis', '10bis'],
    ['10-bis', '10bis'],
    ['02', '2'],
    ['a', 'A'],
    ['é', 'e'],
  ])('%j and %j read alike, yet never tie (exact text decides)', (a, b) => {
    expect(compareNatural(a, b)).not.toBe(0);
    // Read alike: a third value sits on the same side of both.
    expect(Math.sign(compareNatural(a, '3'))).toBe(Math.sign(compareNatural(b, '3')));
  });

  it('sorts a register as it stands on the ground', () => {
    const numbers = ['A12', '10bis', '1', '10', '2', 'A2', '', '10 ter', '3'];
    const plots = numbers.map((numero, i) => ({ id: `p${i}`, carre: 'A', allee: '1', numero }));
    expect(sortPlots(plots).map((p) => p.numero)).toEqual(['1', '2', '3', '10', '10bis', '10 ter', 'A2', 'A12', '']);
  });

  it('walks carré by carré, allée by allée, then by number', () => {
    const plots: RoundPlot[] = [
      { id: '1', carre: 'B', allee: '1', numero: '1' },
      { id: '2', carre: 'A', allee: '10', numero: '1' },
      { id: '3', carre: 'A', allee: '2', numero: '5' },
      { id: '4', carre: 'A', allee: '2', numero: '12' },
      { id: '5', carre: null, allee: '1', numero: '1' },
      { id: '6', carre: 'A', allee: null, numero: '1' },
    ];
    expect(sortPlots(plots).map((p) => p.id)).toEqual(['3', '4', '2', '6', '1', '5']);
  });

  it('sorts carré and allée names once each, empty last', () => {
    expect(sortNames(['B', 'A10', null, 'A2', 'B', ' '])).toEqual(['A2', 'A10', 'B', '']);
  });

  it('tells plots of one allée', () => {
    expect(sameAllee({ carre: 'A', allee: '1' }, { carre: 'A ', allee: '1' })).toBe(true);
    expect(sameAllee({ carre: 'A', allee: '1' }, { carre: 'A', allee: '2' })).toBe(false);
    expect(sameAllee({ carre: null, allee: '1' }, { carre: '', allee: '1' })).toBe(true);
  });
});

const name = fc.oneof(
  fc.constantFrom(null, '', '1', '2', '10', '10bis', '10 bis', 'A12', 'a12', 'B', 'é', 'e', '02', '0'),
  fc.stringMatching(/^[0-9A-Za-zé -]{0,6}$/),
);
const plot = fc.record({ id: fc.uuid(), carre: name, allee: name, numero: name });

describe('the round order is a total order (property)', () => {
  it('antisymmetric, and zero only for the same text', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(Math.sign(compareNatural(a, b))).toBe(-Math.sign(compareNatural(b, a)) || 0);
        if (compareNatural(a, b) === 0) expect((a ?? '').trim()).toBe((b ?? '').trim());
      }),
    );
  });

  it('transitive', () => {
    fc.assert(
      fc.property(name, name, name, (a, b, c) => {
        if (compareNatural(a, b) <= 0 && compareNatural(b, c) <= 0) expect(compareNatural(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('sorting gives the same order whatever order the rows were read in (stable), each plot once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(plot, { selector: (p) => p.id, maxLength: 30 }), fc.integer(), (plots, seed) => {
        const shuffled = [...plots].sort((x, y) => ((x.id.charCodeAt(seed & 7) ^ seed) & 1) - ((y.id.charCodeAt(seed & 7) ^ seed) & 1));
        expect(sortPlots(shuffled).map((p) => p.id)).toEqual(sortPlots(plots).map((p) => p.id));
        expect(sortPlots(plots)).toHaveLength(plots.length);
      }),
    );
  });

  it('within a carré, then an allée: plots of one allée stand together, allées of one carré together', () => {
    fc.assert(
      fc.property(fc.uniqueArray(plot, { selector: (p) => p.id, maxLength: 30 }), (plots) => {
        const sorted = sortPlots(plots);
        const seenCarres: string[] = [];
        const seenAllees: string[] = [];
        for (const p of sorted) {
          const carre = (p.carre ?? '').trim();
          const allee = `${carre}|${(p.allee ?? '').trim()}`;
          if (seenCarres.at(-1) !== carre) {
            expect(seenCarres).not.toContain(carre);
            seenCarres.push(carre);
          }
          if (seenAllees.at(-1) !== allee) {
            expect(seenAllees).not.toContain(allee);
            seenAllees.push(allee);
          }
        }
        for (let i = 1; i < sorted.length; i++) expect(comparePlots(sorted[i - 1] as RoundPlot, sorted[i] as RoundPlot)).toBeLessThan(0);
      }),
    );
  });
});
