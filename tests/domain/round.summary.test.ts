import { describe, expect, it } from 'vitest';
import type { GapCode } from '../../src/domain/round/gaps';
import { endRound, inScope, ofScopeLabel, recordAction, roundActionOf, scopeLabel, startRound, visitPlot, type Round, type RoundScope } from '../../src/domain/round/round';
import { roundSummary, summaryLines } from '../../src/domain/round/summary';

const AT = '2026-11-28T09:00:00.000Z';
const plot = (id: string, allee: string, numero: string, carre = 'C') => ({ id, carre, allee, numero });
const begin = (scope: RoundScope, first = 'c1-1'): Round => startRound({ id: 'r1', espaceId: 'e1', userId: 'u1', at: AT, scope, emplacementId: first });

describe('a round’s state changes', () => {
  it('starts with its first plot seen, and counts each plot once', () => {
    let r = begin({ kind: 'allee', carre: 'C', allee: '1' });
    r = visitPlot(visitPlot(visitPlot(r, 'c1-2'), 'c1-1'), 'c1-2');
    expect(r.seen).toEqual(['c1-1', 'c1-2']);
  });

  it.each([
    [{ id: 'm1', name: 'emplacement.addPhoto', args: {} }, 'photo'],
    [{ id: 'm2', name: 'location.setEtatAbandon', args: { etatAbandon: 3 } }, 'etat'],
    [{ id: 'm3', name: 'location.setEtatAbandon', args: { etatAbandon: null } }, null],
    [{ id: 'm4', name: 'occupant.create', args: {} }, 'defunt'],
    [{ id: 'm5', name: 'location.setFacture', args: {} }, null],
    [{ id: 'm6', name: 'emplacement.archivePhoto', args: {} }, null],
  ] as const)('%j counts as %s', (change, kind) => {
    expect(roundActionOf(change, 'p1', AT)?.kind ?? null).toBe(kind);
  });

  it('counts a change once, and nothing after the end', () => {
    let r = begin({ kind: 'allee', carre: 'C', allee: '1' });
    const photo = roundActionOf({ id: 'm1', name: 'emplacement.addPhoto', args: {} }, 'c1-1', AT);
    if (!photo) throw new Error('photo');
    r = recordAction(recordAction(r, photo), photo);
    expect(r.actions).toHaveLength(1);
    r = endRound(r, '2026-11-28T10:00:00.000Z');
    expect(endRound(r, '2026-11-28T11:00:00.000Z').endedAt).toBe('2026-11-28T10:00:00.000Z');
    expect(recordAction(r, { ...photo, mutationId: 'm9' }).actions).toHaveLength(1);
    expect(visitPlot(r, 'c1-5').seen).toEqual(['c1-1']);
  });

  it.each<[RoundScope, string]>([
    [{ kind: 'allee', carre: 'C', allee: '1' }, 'l’allée 1 du carré C'],
    [{ kind: 'carre', carre: 'C', allee: '1' }, 'le carré C'],
    [{ kind: 'allee', carre: 'Carré Nord', allee: 'Allée des Ifs' }, 'l’allée des Ifs du carré Nord'],
    [{ kind: 'allee', carre: null, allee: '2' }, 'l’allée 2 (sans carré)'],
    [{ kind: 'carre', carre: null, allee: null }, 'les emplacements sans carré'],
  ])('%j is %s', (scope, label) => {
    expect(scopeLabel(scope)).toBe(label);
  });

  it('a plot is in an allée’s scope, or in a carré’s', () => {
    expect(inScope({ kind: 'allee', carre: 'C', allee: '1' }, { carre: 'C', allee: '2' })).toBe(false);
    expect(inScope({ kind: 'carre', carre: 'C', allee: '1' }, { carre: 'C', allee: '2' })).toBe(true);
    expect(inScope({ kind: 'carre', carre: 'C', allee: '1' }, { carre: 'D', allee: '1' })).toBe(false);
  });
});

describe('the summary at the end of a round (issue 29)', () => {
  // Allée 1 of carré C: 1, 2, 10, 10bis; allée 2: 1, 2.
  const plots = [plot('c1-10', '1', '10'), plot('c1-1', '1', '1'), plot('c1-2', '1', '2'), plot('c1-10b', '1', '10bis'), plot('c2-1', '2', '1'), plot('c2-2', '2', '2')];
  const gaps: Record<string, GapCode[]> = { 'c1-1': [], 'c1-2': ['photo', 'defunt'], 'c1-10': [], 'c1-10b': ['etatAbandon'], 'c2-1': ['photo'], 'c2-2': [] };
  const withGaps = plots.map((p) => ({ plot: p, gaps: gaps[p.id] ?? [] }));
  const act = (r: Round, id: string, name: string, emplacementId: string, args: Record<string, unknown> = {}) => {
    const a = roundActionOf({ id, name, args }, emplacementId, AT);
    return a ? recordAction(r, a) : r;
  };

  function walked(scope: RoundScope): Round {
    let r = begin(scope);
    for (const id of ['c1-2', 'c1-10', 'c2-1']) r = visitPlot(r, id);
    r = act(r, 'm1', 'emplacement.addPhoto', 'c1-1');
    r = act(r, 'm2', 'emplacement.addPhoto', 'c1-1');
    r = act(r, 'm3', 'location.setEtatAbandon', 'c1-10', { etatAbandon: 2 });
    r = act(r, 'm4', 'location.setEtatAbandon', 'c1-10', { etatAbandon: 3 });
    r = act(r, 'm5', 'location.setEtatAbandon', 'c2-1', { etatAbandon: 1 });
    r = act(r, 'm6', 'occupant.create', 'c1-2');
    return endRound(r, '2026-11-28T10:00:00.000Z');
  }

  it('counts plots seen, photos taken, states recorded (per plot), deceased added', () => {
    const s = roundSummary(walked({ kind: 'allee', carre: 'C', allee: '1' }), withGaps);
    expect({ vus: s.vus, photos: s.photos, etats: s.etats, defunts: s.defunts, total: s.total }).toEqual({ vus: 4, photos: 2, etats: 2, defunts: 1, total: 4 });
  });

  it('leaves the allée’s plots not seen, in the round’s order, and the plots seen that still miss something', () => {
    const r = walked({ kind: 'allee', carre: 'C', allee: '1' });
    const s = roundSummary(r, withGaps);
    expect(s.nonVus.map((p) => p.id)).toEqual(['c1-10b']);
    expect(s.aCompleter.map((p) => [p.plot.id, p.gaps])).toEqual([
      ['c1-2', ['photo', 'defunt']],
      ['c2-1', ['photo']],
    ]);
    expect(summaryLines(r, s)).toEqual([
      'Emplacements vus : 4 (dont 3 sur 4 pour l’allée 1 du carré C)',
      'Photos prises : 2',
      'États d’abandon relevés : 2',
      'Défunts ajoutés : 1',
      'Reste à voir : 1 emplacement de l’allée 1 du carré C',
      'À compléter : 2 emplacements vus',
    ]);
  });

  it('a carré’s round leaves every allée’s plots not seen', () => {
    const r = walked({ kind: 'carre', carre: 'C', allee: '1' });
    const s = roundSummary(r, withGaps);
    expect(s.nonVus.map((p) => p.id)).toEqual(['c1-10b', 'c2-2']);
    expect(summaryLines(r, s)[4]).toBe('Reste à voir : 2 emplacements du carré C');
  });

  it('a round with nothing left says so', () => {
    let r = begin({ kind: 'allee', carre: 'C', allee: '2' }, 'c2-1');
    r = visitPlot(r, 'c2-2');
    const s = roundSummary(r, [{ plot: plot('c2-1', '2', '1'), gaps: [] }, { plot: plot('c2-2', '2', '2'), gaps: [] }]);
    expect(summaryLines(r, s)).toEqual([
      'Emplacements vus : 2 (dont 2 sur 2 pour l’allée 2 du carré C)',
      'Photos prises : 0',
      'États d’abandon relevés : 0',
      'Défunts ajoutés : 0',
      'Reste à voir : aucun emplacement de l’allée 2 du carré C',
      'À compléter : aucun emplacement vu.',
    ]);
  });

  it('a plot seen then deleted counts as seen and is listed nowhere', () => {
    const r = visitPlot(begin({ kind: 'allee', carre: 'C', allee: '2' }, 'c2-1'), 'gone');
    const s = roundSummary(r, [{ plot: plot('c2-1', '2', '1'), gaps: ['photo'] }]);
    expect(s.vus).toBe(2);
    expect(s.aCompleter.map((p) => p.plot.id)).toEqual(['c2-1']);
  });
});

describe('the scope after « de »', () => {
  it.each<[RoundScope, string]>([
    [{ kind: 'allee', carre: 'C', allee: '1' }, 'de l’allée 1 du carré C'],
    [{ kind: 'carre', carre: 'C', allee: '1' }, 'du carré C'],
    [{ kind: 'carre', carre: null, allee: null }, 'des emplacements sans carré'],
  ])('%j: %s', (scope, text) => {
    expect(ofScopeLabel(scope)).toBe(text);
  });
});
