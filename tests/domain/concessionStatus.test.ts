import { describe, expect, it } from 'vitest';
import {
  concessionStatus, concessionValidite, countPresent, isPerpetual, isRenewable, repriseAEcheance, type StatusLocation,
} from '../../src/domain/rules/concessionStatus';

const TODAY = '2026-06-15';

function loc(over: Partial<StatusLocation> = {}): StatusLocation {
  return { type: 'Concession', perpetuelle: false, duree: 30, dateFin: '2030-01-01', nbPlaces: 3, isArchived: false, ...over };
}

describe('concessionValidite (spec 001 §4, 002 §4)', () => {
  it.each([
    // end date in the future, today, yesterday
    ['2026-06-16', 'en_cours'],
    ['2026-06-15', 'en_cours'],
    ['2026-06-14', 'a_renouveler'],
    // two years after the end: the day before, the day of, the day after
    ['2024-06-16', 'a_renouveler'],
    ['2024-06-15', 'echue'],
    ['2024-06-14', 'echue'],
    ['1950-01-01', 'echue'],
  ] as const)('ended %s reads %s', (dateFin, expected) => {
    expect(concessionValidite(loc({ dateFin }), TODAY)).toBe(expected);
  });

  it.each([
    [{ dateFin: null, duree: 30, perpetuelle: false }, 'manque_donnee'],
    [{ dateFin: null, duree: null, perpetuelle: false }, 'manque_donnee'],
    [{ dateFin: null, duree: 98, perpetuelle: false }, 'manque_donnee'],
    [{ dateFin: null, duree: 99, perpetuelle: false }, 'en_cours'],
    [{ dateFin: null, duree: 999, perpetuelle: false }, 'en_cours'],
    [{ dateFin: null, duree: null, perpetuelle: true }, 'en_cours'],
    [{ dateFin: '1990-01-01', duree: null, perpetuelle: true }, 'en_cours'],
    // a 100-year concession with a known end still expires
    [{ dateFin: '2020-01-01', duree: 100, perpetuelle: false }, 'echue'],
  ] as const)('%j reads %s', (over, expected) => {
    expect(concessionValidite(loc(over), TODAY)).toBe(expected);
  });

  it('perpetual by flag or by a long duration without end', () => {
    expect(isPerpetual({ perpetuelle: true, duree: null, dateFin: null })).toBe(true);
    expect(isPerpetual({ perpetuelle: false, duree: 99, dateFin: null })).toBe(true);
    expect(isPerpetual({ perpetuelle: false, duree: 99, dateFin: '2090-01-01' })).toBe(false);
  });
});

describe('concessionStatus', () => {
  it.each([
    ['free plot', null, 'libre', 'Emplacement libre', 'white'],
    ['en cours', loc(), 'en_cours', 'En cours', 'green'],
    ['à renouveler', loc({ dateFin: '2025-01-01' }), 'a_renouveler', 'A renouveler', 'orange'],
    ['échue', loc({ dateFin: '2020-01-01' }), 'echue', 'Échue', 'red'],
    ['no end date', loc({ dateFin: null }), 'manque_donnee', 'Données manquantes', 'grey'],
    ['perpetual', loc({ dateFin: null, perpetuelle: true }), 'en_cours', 'En cours', 'green'],
    ['archived', loc({ isArchived: true }), 'archivee', 'Archivée', 'grey'],
    ['deleted', loc({ deletedAt: '2026-01-01T00:00:00Z' }), 'libre', 'Emplacement libre', 'white'],
  ] as const)('%s', (_name, location, code, label, colour) => {
    const s = concessionStatus({ location, today: TODAY });
    expect([s.code, s.label, s.colour]).toEqual([code, label, colour]);
    expect(s.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(['Jardin du souvenir', 'Ossuaire'] as const)('%s is always En cours, as equipment', (type) => {
    for (const dateFin of [null, '1990-01-01', '2090-01-01']) {
      const s = concessionStatus({ location: loc({ type, dateFin, nbPlaces: 1 }), occupantsPresents: 40, today: TODAY });
      expect([s.code, s.label, s.filters]).toEqual(['equipements', 'En cours', ['equipements']]);
    }
  });

  it.each(['Terrain commun', 'Caveau'] as const)('%s follows its dates and is found by the equipment filter', (type) => {
    const s = concessionStatus({ location: loc({ type, dateFin: '2020-01-01' }), today: TODAY });
    expect(s.code).toBe('echue');
    expect(s.filters).toEqual(['echue', 'equipements']);
  });

  // No renewal window for a Terrain commun (R2223-5 rotation) or a Caveau provisoire: échue the day after the end.
  it.each([
    ['Terrain commun', '2026-06-16', 'en_cours', 'En cours'],
    ['Terrain commun', '2026-06-15', 'en_cours', 'En cours'],
    ['Terrain commun', '2026-06-14', 'echue', 'Échue'],
    ['Terrain commun', '2024-06-16', 'echue', 'Échue'],
    ['Caveau', '2026-06-15', 'en_cours', 'En cours'],
    ['Caveau', '2026-06-14', 'echue', 'Échue'],
    ['Caveau', '2024-06-16', 'echue', 'Échue'],
    ['Concession', '2026-06-14', 'a_renouveler', 'A renouveler'],
    ['Enfeu', '2024-06-16', 'a_renouveler', 'A renouveler'],
    ['Enfeu', '2024-06-15', 'echue', 'Échue'],
  ] as const)('%s ended %s reads %s, never a renewal for a rotation type', (type, dateFin, code, label) => {
    const s = concessionStatus({ location: loc({ type, dateFin }), today: TODAY });
    expect([s.code, s.label, s.validite]).toEqual([code, label, code]);
    expect(concessionValidite({ type, perpetuelle: false, duree: 5, dateFin }, TODAY)).toBe(code);
  });

  it.each([
    ['Terrain commun', '2026-06-14', '2026-06-14'],
    ['Caveau', '2026-12-01', '2026-12-01'],
    ['Concession', '2026-06-14', '2028-06-14'],
    ['Colombarium', '2024-02-29', '2026-02-28'],
    ['Terrain commun', null, null],
  ] as const)('Reprise à échéance of a %s ending %s is %s', (type, dateFin, expected) => {
    expect(repriseAEcheance({ type, dateFin })).toBe(expected);
  });

  it('only granted concessions are renewable', () => {
    expect(['Concession', 'Enfeu', 'Cavurne', 'Colombarium', 'Terrain commun', 'Caveau'].map((t) => isRenewable(t as StatusLocation['type'])))
      .toEqual([true, true, true, true, false, false]);
  });

  it.each([
    [2, 3, 'en_cours', false],
    [3, 3, 'pleine', true],
    [4, 3, 'pleine', true],
  ] as const)('%i present of %i places reads %s', (present, nbPlaces, code, pleine) => {
    const s = concessionStatus({ location: loc({ nbPlaces }), occupantsPresents: present, today: TODAY });
    expect(s.code).toBe(code);
    expect(s.pleine).toBe(pleine);
  });

  it('a date alert wins over fullness, which stays in the filters', () => {
    const s = concessionStatus({ location: loc({ dateFin: '2020-01-01', nbPlaces: 1 }), occupantsPresents: 1, today: TODAY });
    expect(s.code).toBe('echue');
    expect(s.filters).toEqual(['echue', 'pleine']);
  });

  it('unknown capacity is never full', () => {
    expect(concessionStatus({ location: loc({ nbPlaces: null }), occupantsPresents: 5, today: TODAY }).pleine).toBe(false);
  });

  it('an unfinished reprise after abandonment wins over the dates', () => {
    const procedures = [{ kind: 'repriseAbandon' as const, dateFin: null }];
    const s = concessionStatus({ location: loc({ perpetuelle: true, dateFin: null }), procedures, today: TODAY });
    expect([s.code, s.label]).toEqual(['abandon_en_cours', 'Reprise par abandon en cours']);
    expect(s.filters).toEqual(['en_cours', 'abandon_en_cours']);
  });

  it.each([
    ['finished', [{ kind: 'repriseAbandon' as const, dateFin: '2026-01-01' }]],
    ['deleted', [{ kind: 'repriseAbandon' as const, dateFin: null, deletedAt: '2026-01-01T00:00:00Z' }]],
    ['another kind', [{ kind: 'repriseNonRenouvellement' as const, dateFin: null }]],
  ])('a reprise %s does not count', (_name, procedures) => {
    expect(concessionStatus({ location: loc(), procedures, today: TODAY }).code).toBe('en_cours');
  });

  it('counts only the deceased present', () => {
    expect(countPresent([{ etat: 'present' }, { etat: 'exhume' }, { etat: 'present', deletedAt: 'x' }, { etat: 'reuni' }])).toBe(1);
  });
});
