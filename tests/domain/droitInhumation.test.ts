import { describe, expect, it } from 'vitest';
import {
  DROIT_NON_RENSEIGNE, GRATUITE_DOCTRINE, GRATUITE_HORS_DROIT, droitInhumation, gratuiteText, type DroitInhumationCas,
} from '../../src/domain/rules/droitInhumation';
import { MSG_DROIT_TERRAIN_COMMUN } from '../../src/domain/mutations/locationLifecycle';
import { emplacement, location, rejection, row, run, uid, written } from './mutationsKit';

/** Issue 28, 'Terrain commun': the case of CGCT L2223-3 the burial rests on, and its gratuity said as doctrine (LAW.md). */

describe('the right to burial of CGCT L2223-3 and the gratuity of the terrain commun', () => {
  it.each<[string, DroitInhumationCas, boolean, string]>([
    ['L2223-3 1°: died on the commune’s territory', 'deces', true, GRATUITE_DOCTRINE],
    ['L2223-3 2°: lived in the commune', 'domicile', true, GRATUITE_DOCTRINE],
    ['L2223-3 3°: right to a family grave in the commune', 'sepultureFamille', true, GRATUITE_DOCTRINE],
    ['L2223-3 4°: French abroad on the commune’s electoral roll', 'francaisEtranger', true, GRATUITE_DOCTRINE],
    ['outside L2223-3: the mayor’s authorisation, no gratuity by right', 'aucun', false, GRATUITE_HORS_DROIT],
  ])('%s', (_rule, cas, gratuit, text) => {
    expect(droitInhumation(cas)).toEqual({ cas, gratuit });
    expect(gratuiteText(droitInhumation(cas))).toBe(text);
  });

  it('says the gratuity is doctrine, never law, and says when the case was not recorded', () => {
    expect(GRATUITE_DOCTRINE).toMatch(/doctrine/);
    expect(GRATUITE_DOCTRINE).toMatch(/non la gratuité/);
    expect(gratuiteText(null)).toBe(DROIT_NON_RENSEIGNE);
  });
});

describe('location.create and location.update record the case on a terrain commun (issue 28)', () => {
  const tarif = row({ typeEmplacement: 'Terrain commun', tarifFixe: 120, duree: 5, perpetuelle: false, surface: null, dateApplication: '2000-01-01', archive: false, parMetreCarre: false });

  it('keeps the case in champsSupp.droitInhumation, with gratuity as doctrine for the four cases', () => {
    const plot = emplacement();
    const out = written(run('location.create', { id: uid(), emplacementId: plot.id, type: 'Terrain commun', dateDebut: '2026-01-10', droitInhumation: 'domicile', prix: 80 }, { reads: { emplacement: plot, locations: [], tarifs: [tarif] } }));
    expect(out.champsSupp).toEqual({ droitInhumation: { cas: 'domicile', gratuit: true } });
    expect(out.prix).toBe(0);
  });

  it('records no case when none is given (an import), and refuses a case on another type', () => {
    const plot = emplacement();
    const out = written(run('location.create', { id: uid(), emplacementId: plot.id, type: 'Terrain commun', dateDebut: '2026-01-10' }, { reads: { emplacement: plot, locations: [], tarifs: [] } }));
    expect(out.champsSupp).toBeNull();
    expect(rejection(run('location.create', { id: uid(), emplacementId: plot.id, type: 'Concession', dateDebut: '2026-01-10', surface: 3, droitInhumation: 'deces' }, { reads: { emplacement: plot, locations: [], tarifs: [] } }))).toBe(MSG_DROIT_TERRAIN_COMMUN);
  });

  it('sets the case later on a terrain commun, keeping the rest of champsSupp; refuses it on a concession', () => {
    const commun = location({ type: 'Terrain commun', champsSupp: { autre: 1 } });
    const out = written(run('location.update', { id: commun.id, droitInhumation: 'aucun' }, { row: commun }));
    expect(out.champsSupp).toEqual({ autre: 1, droitInhumation: { cas: 'aucun', gratuit: false } });
    const concession = location({ type: 'Concession' });
    expect(rejection(run('location.update', { id: concession.id, droitInhumation: 'deces' }, { row: concession }))).toBe(MSG_DROIT_TERRAIN_COMMUN);
  });
});
