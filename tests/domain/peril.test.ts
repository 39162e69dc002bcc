import { describe, expect, it } from 'vitest';
import { ETAT_ABANDON_LABELS } from '../../src/domain/constants/etatAbandon';
import { isPeril, PERIL_ARTICLES, perilWorkOrderDescription } from '../../src/domain/rules/peril';

/** Issue 28, 'Péril is only a label': état 6 routes to the building code's mise en sécurité (LAW.md). */
describe('péril (CGCT L2213-24, CCH L511-1 and following)', () => {
  it.each<[number | null, boolean]>([[6, true], [5, false], [4, false], [1, false], [null, false]])('état %j is péril: %j', (etat, peril) => {
    expect(isPeril(etat)).toBe(peril);
  });

  it('is the spec’s sixth state, and the box cites the mayor’s power and the building code', () => {
    expect(ETAT_ABANDON_LABELS[6]).toBe('Péril');
    expect(PERIL_ARTICLES.map((a) => a.article)).toEqual(['CGCT L2213-24', 'CCH L511-2 et L511-3', 'CCH L511-8 et L511-9', 'CCH L511-10', 'CCH L511-11', 'CCH L511-19']);
  });

  it('dates the work order in French', () => {
    expect(perilWorkOrderDescription('2026-11-28')).toMatch(/^Ordre de travaux du 28\/11\/2026 : mise en sécurité du monument funéraire en péril/);
  });
});
