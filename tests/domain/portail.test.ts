import { describe, expect, it } from 'vitest';
import { isListedOnPortal, type PortalCandidate } from '../../src/domain/portail/visibility';
import { parsePortalQuery, MSG_PORTAL_QUERY_INVALID, MSG_PORTAL_QUERY_TOO_LONG } from '../../src/domain/portail/portalSearch';
import { planMapOf } from '../../src/domain/portail/guide';
import { fitGeoreference, lonLatToPlan } from '../../src/domain/geo/affine';

const TODAY = '2026-11-22';
const death = (annee: number | null, mois: number | null = null, jour: number | null = null): PortalCandidate => ({
  deletedAt: null, etat: 'present', portailMasque: false, dateDeces: { annee, mois, jour },
});

describe('isListedOnPortal (issue 30)', () => {
  it.each([
    ['no delay: a death of last week', death(2026, 11, 15), null, true],
    ['no delay: an unknown date', { ...death(null), dateDeces: null }, null, true],
    ['delay 0 is no delay', death(2026, 11, 15), 0, true],
    ['hidden at the family’s request', { ...death(1950), portailMasque: true }, null, false],
    ['exhumed: the body left the plot', { ...death(1950), etat: 'exhume' }, null, false],
    ['reduced: still in the plot', { ...death(1950), etat: 'reduit' }, null, true],
    ['deleted', { ...death(1950), deletedAt: '2026-01-01T00:00:00Z' }, null, false],
    ['10 years: the day the delay ends', death(2016, 11, 22), 10, true],
    ['10 years: the day before', death(2016, 11, 23), 10, false],
    ['10 years: a year only counts from its last day', death(2016), 10, false],
    ['10 years: a year only, long enough ago', death(2015), 10, true],
    ['10 years: a month only counts from its last day', death(2016, 11), 10, false],
    ['10 years: the month before', death(2016, 10), 10, true],
    ['a delay and no year: not listed, nothing says the delay passed', death(null), 10, false],
    ['a delay and no date at all', { ...death(null), dateDeces: null }, 10, false],
  ])('%s', (_label, o, delai, listed) => {
    expect(isListedOnPortal(o, TODAY, delai)).toBe(listed);
  });
});

describe('parsePortalQuery', () => {
  it.each([
    [{ nom: '  Le   Gall ', prenom: 'Anne' }, { ok: true, query: { nom: 'Le Gall', prenom: 'Anne' } }],
    [{}, { ok: true, query: { nom: '', prenom: '' } }],
    [{ nom: ['a', 'b'] }, { ok: false, message: MSG_PORTAL_QUERY_INVALID }],
    [{ prenom: { x: 1 } }, { ok: false, message: MSG_PORTAL_QUERY_INVALID }],
    [{ nom: 'a'.repeat(101) }, { ok: false, message: MSG_PORTAL_QUERY_TOO_LONG }],
    [{ nom: 'a'.repeat(100) }, { ok: true, query: { nom: 'a'.repeat(100), prenom: '' } }],
  ])('%j', (raw, expected) => {
    expect(parsePortalQuery(raw as Record<string, unknown>)).toEqual(expected);
  });
});

describe('planMapOf', () => {
  it('places a GPS position where the georeferencing does, within a few centimetres of plan', () => {
    const points = [
      { px: [0, 0] as [number, number], lonLat: [-3.8418001, 48.5786215] as [number, number] },
      { px: [1580, 0] as [number, number], lonLat: [-3.8403312, 48.578415] as [number, number] },
      { px: [1580, 1360] as [number, number], lonLat: [-3.8405999, 48.5775785] as [number, number] },
      { px: [0, 1360] as [number, number], lonLat: [-3.8420688, 48.577785] as [number, number] },
    ];
    const map = planMapOf(points);
    const fit = fitGeoreference(points);
    if (!map || 'error' in fit) throw new Error('georeferenced plan expected');
    for (const lonLat of [[-3.8412, 48.5781], [-3.8419, 48.5785], [-3.8404, 48.5776]] as Array<[number, number]>) {
      const [x, y] = lonLatToPlan(fit.transform, lonLat);
      expect(Math.abs(map.a * lonLat[0] + map.b * lonLat[1] + map.c - x)).toBeLessThan(0.5);
      expect(Math.abs(map.d * lonLat[0] + map.e * lonLat[1] + map.f - y)).toBeLessThan(0.5);
    }
  });

  it('is null for a plan not georeferenced', () => {
    expect(planMapOf(null)).toBeNull();
    expect(planMapOf([])).toBeNull();
  });
});
