import { describe, expect, it } from 'vitest';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure } from '../../src/domain/entities/procedure';
import { MSG_PROCEDURES, procedurePanel, procedurePrecondition, type ProcedureContext } from '../../src/domain/procedures/preconditions';

const base = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function location(over: Partial<Location> = {}): Location {
  return {
    ...base, id: 'l1', emplacementId: 'p1', famille: 'Lefèvre', numero: '12', type: 'Concession', typeConcession: 'Familiale',
    duree: 30, perpetuelle: false, dateDebut: '1990-06-01', dateFin: '2020-06-01', dateOriginelle: null, nbPlaces: 3,
    etatAbandon: null, facture: null, notes: null, isArchived: false, archivedAt: null, surfaceClasse: 1, prix: 300,
    exclus: [], champsSupp: null, ...over,
  };
}

function occupant(over: Partial<Occupant> = {}): Occupant {
  return {
    ...base, id: 'o1', emplacementId: 'p1', locationId: 'l1', civilite: 'H', prenom: 'Jean', nom: 'Lefèvre', nomJeuneFille: null,
    dateDeNaissance: '1930-01-01', dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: { jour: 1, mois: 3, annee: 2000 },
    lieuDeces: null, dateInhumCrema: '2000-03-05', dateExhumation: null, specificites: null, criteresSpecifiques: [],
    modeSepulture: 'inhumation', cremation: null, etat: 'present', portailMasque: false, ...over,
  };
}

const ctx = (over: Partial<ProcedureContext>): ProcedureContext => ({ location: location(), occupants: [], procedures: [], today: '2026-06-01', ...over });
const reason = (p: ReturnType<typeof procedurePrecondition>) => (p.possible ? 'possible' : p.reason);
const informed = { informationRenouvellement: { date: '2020-06-01', moyen: 'courrier' } };

describe('renewal window (spec 002 §4, §9; LAW.md)', () => {
  it.each([
    ['no concession', ctx({ location: null }), MSG_PROCEDURES.renouvAucuneConcession],
    ['no end date', ctx({ location: location({ dateFin: null, duree: null }) }), MSG_PROCEDURES.renouvAucuneDateFin],
    ['perpetual', ctx({ location: location({ perpetuelle: true, dateFin: null }) }), MSG_PROCEDURES.renouvAucuneDateFin],
    ['the day before 5 years ahead', ctx({ location: location({ dateFin: '2031-06-02' }) }), MSG_PROCEDURES.renouvTropTot],
    ['exactly 5 years ahead', ctx({ location: location({ dateFin: '2031-06-01' }) }), 'possible'],
    ['the day before the 2-year mark after expiry', ctx({ location: location({ dateFin: '2024-06-02' }) }), 'possible'],
    ['on the 2-year mark', ctx({ location: location({ dateFin: '2024-06-01' }) }), MSG_PROCEDURES.renouvTropTard],
    ['Jardin du souvenir', ctx({ location: location({ type: 'Jardin du souvenir' }) }), MSG_PROCEDURES.aucuneProcedure],
  ])('%s', (_label, c, expected) => {
    expect(reason(procedurePrecondition('renouvellement', c))).toBe(expected);
  });

  it('warns that an early renewal needs a burial request, and starts at step 0', () => {
    const early = procedurePrecondition('renouvellement', ctx({ location: location({ dateFin: '2027-01-01' }) }));
    expect(early).toEqual({ possible: true, startStep: 0, notes: [MSG_PROCEDURES.renouvAnticipe] });
    expect(procedurePrecondition('renouvellement', ctx({ location: location({ dateFin: '2026-01-01' }) }))).toEqual({ possible: true, startStep: 0, notes: [] });
  });
});

describe('conversion (CGCT L2223-16)', () => {
  it.each([
    ['running', location({ dateFin: '2030-01-01' }), 'possible'],
    ['last day', location({ dateFin: '2026-06-01' }), 'possible'],
    ['the day after expiry', location({ dateFin: '2026-05-31' }), MSG_PROCEDURES.conversionEchue],
    ['perpetual', location({ perpetuelle: true, dateFin: null }), MSG_PROCEDURES.conversionPerpetuelle],
    ['none', null, MSG_PROCEDURES.conversionAucuneConcession],
  ])('%s', (_l, loc, expected) => {
    expect(reason(procedurePrecondition('conversion', ctx({ location: loc })))).toBe(expected);
  });
});

describe('donation and rétrocession', () => {
  it('donation needs a concession and warns when occupied', () => {
    expect(reason(procedurePrecondition('donation', ctx({ location: null })))).toBe(MSG_PROCEDURES.donationAucuneConcession);
    expect(procedurePrecondition('donation', ctx({ occupants: [occupant()] }))).toEqual({ possible: true, startStep: 1, notes: [MSG_PROCEDURES.donationOccupee] });
  });

  it.each([
    ['none', ctx({ location: null }), MSG_PROCEDURES.retroAucuneConcession],
    ['occupied', ctx({ occupants: [occupant()] }), MSG_PROCEDURES.retroOccupee],
    ['occupant exhumed: empty again', ctx({ occupants: [occupant({ etat: 'exhume' })] }), 'possible'],
    ['no start date', ctx({ location: location({ dateDebut: null }) }), MSG_PROCEDURES.retroIncomplete],
  ])('rétrocession: %s', (_l, c, expected) => {
    expect(reason(procedurePrecondition('retrocession', c))).toBe(expected);
  });
});

describe('reprise for non-renewal (spec 002 §4, §5; L2223-15)', () => {
  it.each([
    ['free plot', ctx({ location: null }), MSG_PROCEDURES.rnrLibre],
    ['still valid', ctx({ location: location({ dateFin: '2026-06-01', champsSupp: informed }) }), MSG_PROCEDURES.rnrValide],
    ['expired less than two years (the day before the mark)', ctx({ location: location({ dateFin: '2024-06-02', champsSupp: informed }) }), MSG_PROCEDURES.rnrPasEchue],
    ['expired two years, holders informed', ctx({ location: location({ dateFin: '2024-06-01', champsSupp: informed }) }), 'possible'],
    ['expired, holders never informed', ctx({ location: location({ dateFin: '2020-06-01' }) }), MSG_PROCEDURES.rnrInformation],
    ['burial 5 years ago the day after', ctx({ location: location({ champsSupp: informed }), occupants: [occupant({ dateInhumCrema: '2021-06-02' })] }), MSG_PROCEDURES.rnrInhumationRecente],
    ['burial exactly 5 years ago', ctx({ location: location({ champsSupp: informed }), occupants: [occupant({ dateInhumCrema: '2021-06-01' })] }), 'possible'],
  ])('%s', (_l, c, expected) => {
    expect(reason(procedurePrecondition('repriseNonRenouvellement', c))).toBe(expected);
  });
});

describe('reprise after abandonment (R2223-12, R2223-14, R2223-22)', () => {
  it.each([
    ['free plot', ctx({ location: null }), MSG_PROCEDURES.raLibre],
    ['deed 30 years ago the day after', ctx({ location: location({ dateDebut: '1996-06-02' }) }), MSG_PROCEDURES.raMoins30Ans],
    ['deed exactly 30 years ago', ctx({ location: location({ dateDebut: '1996-06-01' }) }), 'possible'],
    ['burial under 10 years', ctx({ occupants: [occupant({ dateInhumCrema: '2016-06-02' })] }), MSG_PROCEDURES.raInhumationRecente],
    ['burial 10 years ago', ctx({ occupants: [occupant({ dateInhumCrema: '2016-06-01' })] }), 'possible'],
    ['death known by its year only, that year', ctx({ occupants: [occupant({ dateInhumCrema: null, dateDeces: { jour: null, mois: null, annee: 2016 } })] }), MSG_PROCEDURES.raInhumationRecente],
    ['CGCT L2213-24, CCH L511-3 (issue 28): a monument in péril (état 6) goes to the mise en sécurité, not the reprise', ctx({ location: location({ etatAbandon: 6 }) }), MSG_PROCEDURES.raPeril],
    ['a dangerous monument (état 5) is still an abandonment case', ctx({ location: location({ etatAbandon: 5 }) }), 'possible'],
  ])('%s', (_l, c, expected) => {
    expect(reason(procedurePrecondition('repriseAbandon', c))).toBe(expected);
  });

  it('starts at the act of notoriety when the deed date is unknown', () => {
    expect(procedurePrecondition('repriseAbandon', ctx({ location: location({ dateDebut: null, dateOriginelle: null }) })))
      .toEqual({ possible: true, startStep: 0, notes: [MSG_PROCEDURES.raNotoriete] });
  });

  it.each([
    ['perpetual, Mort pour la France buried 49 years ago', location({ perpetuelle: true, dateFin: null, dateDebut: '1950-01-01' }), '1977-06-02', MSG_PROCEDURES.raMortPourLaFrance],
    ['perpetual, buried 50 years ago', location({ perpetuelle: true, dateFin: null, dateDebut: '1950-01-01' }), '1976-06-01', 'possible'],
    ['centenary, buried 40 years ago', location({ duree: 100, dateFin: '2050-01-01', dateDebut: '1950-01-01' }), '1986-01-01', MSG_PROCEDURES.raMortPourLaFrance],
    ['50-year concession: no protection', location({ duree: 50, dateFin: '2000-01-01', dateDebut: '1950-01-01' }), '1986-01-01', 'possible'],
  ])('%s', (_l, loc, burial, expected) => {
    const mpf = occupant({ dateInhumCrema: burial, criteresSpecifiques: ['Mort pour la France'] });
    expect(reason(procedurePrecondition('repriseAbandon', ctx({ location: loc, occupants: [mpf] })))).toBe(expected);
  });
});

describe('procedures panel of the sheet', () => {
  it('groups ongoing, other kinds with their precondition, and finished', () => {
    const proc = (id: string, kind: Procedure['kind'], dateFin: string | null): Procedure => ({
      ...base, id, emplacementId: 'p1', locationId: 'l1', kind, etat: 1, dateDebut: '2020-01-01', dateFin, regime: null, etapes: [], data: {},
    });
    const panel = procedurePanel(ctx({ procedures: [proc('a', 'donation', null), proc('b', 'conversion', '2021-01-01'), proc('c', 'conversion', '2023-01-01')] }));
    expect(panel.ongoing.map((p) => p.id)).toEqual(['a']);
    expect(panel.finished.map((p) => p.id)).toEqual(['c', 'b']);
    expect(panel.others.map((o) => o.kind)).toEqual(['renouvellement', 'conversion', 'retrocession', 'repriseNonRenouvellement', 'repriseAbandon']);
  });
});
