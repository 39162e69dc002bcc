import { describe, expect, it } from 'vitest';
import { DEPARTEMENTS, departementOfPostalCode } from '../../../src/domain/geo/departements';
import { checkInFrance, distanceMetres } from '../../../src/domain/geo/france';
import {
  communeReference, farFromCommuneWarning, NEAR_CEMETERY_METRES, NEAR_PLAN_METRES, NEAR_PREFECTURE_GUYANE_METRES, NEAR_PREFECTURE_METRES,
} from '../../../src/domain/geo/nearCommune';

describe('départements (issue 26)', () => {
  it.each([
    ['29600', '29', 'Quimper'],
    ['75001', '75', 'Paris'],
    ['01000', '01', 'Bourg-en-Bresse'],
    ['20000', '2A', 'Ajaccio'],
    ['20169', '2A', 'Ajaccio'],
    ['20200', '2B', 'Bastia'],
    ['20600', '2B', 'Bastia'],
    ['97110', '971', 'Basse-Terre'],
    ['97200', '972', 'Fort-de-France'],
    ['97300', '973', 'Cayenne'],
    ['97400', '974', 'Saint-Denis'],
    ['97600', '976', 'Mamoudzou'],
    [' 29 600 ', '29', 'Quimper'],
  ])('%s is in département %s (préfecture %s)', (code, dep, prefecture) => {
    expect(departementOfPostalCode(code)).toMatchObject({ code: dep, prefecture });
  });

  it.each([['98000'], ['97133'], ['97150'], ['97500'], ['00100'], ['2960'], ['ABCDE'], [''], [null]])('%s names no département', (code) => {
    expect(departementOfPostalCode(code)).toBeNull();
  });

  it('lists the 101 départements, each préfecture in France', () => {
    expect(DEPARTEMENTS.size).toBe(101);
    for (const d of DEPARTEMENTS.values()) expect(checkInFrance({ minLon: d.lon, maxLon: d.lon, minLat: d.lat, maxLat: d.lat }).ok, d.nom).toBe(true);
  });

  it('neighbouring préfectures are where a map puts them (a few distances as the crow flies, within 10 %)', () => {
    const p = (code: string): [number, number] => [DEPARTEMENTS.get(code)!.lon, DEPARTEMENTS.get(code)!.lat];
    expect(distanceMetres(p('75'), p('13'))).toBeGreaterThan(0.9 * 660_000);
    expect(distanceMetres(p('75'), p('13'))).toBeLessThan(1.1 * 660_000);
    expect(distanceMetres(p('29'), p('56'))).toBeGreaterThan(0.9 * 100_000);
    expect(distanceMetres(p('29'), p('56'))).toBeLessThan(1.1 * 100_000);
    expect(distanceMetres(p('2A'), p('2B'))).toBeGreaterThan(0.9 * 100_000);
    expect(distanceMetres(p('2A'), p('2B'))).toBeLessThan(1.1 * 100_000);
  });
});

describe('a layer far from its commune: a warning, never a refusal (issue 26)', () => {
  const SAINTE_SEVE: [number, number] = [-3.8743, 48.5716];
  const metresEast = ([lon, lat]: [number, number], metres: number): [number, number] => [lon + metres / (111_320 * Math.cos((lat * Math.PI) / 180)), lat];

  it('prefers the georeferenced plan, then the cemetery’s position, then the préfecture of the postal code', () => {
    const all = { planCentre: SAINTE_SEVE, latitude: '48.5', longitude: '-3.8', codesPostaux: ['29600'] };
    expect(communeReference(all)).toMatchObject({ lonLat: SAINTE_SEVE, thresholdMetres: NEAR_PLAN_METRES });
    expect(communeReference({ ...all, planCentre: null })).toMatchObject({ lonLat: [-3.8, 48.5], thresholdMetres: NEAR_CEMETERY_METRES });
    expect(communeReference({ ...all, planCentre: null, latitude: null })).toMatchObject({ label: 'de Quimper, préfecture du Finistère (code postal 29600)', thresholdMetres: NEAR_PREFECTURE_METRES });
    expect(communeReference({ planCentre: null, latitude: '0', longitude: '0', codesPostaux: [null, '97351'] })).toMatchObject({ thresholdMetres: NEAR_PREFECTURE_GUYANE_METRES });
    expect(communeReference({ planCentre: null, latitude: null, longitude: null, codesPostaux: ['98000', null] })).toBeNull();
  });

  it.each([
    ['the plan', { planCentre: SAINTE_SEVE, latitude: null, longitude: null, codesPostaux: [] }, NEAR_PLAN_METRES, 'du plan actuel du cimetière, calé sur le terrain'],
    ['the cemetery’s position', { planCentre: null, latitude: String(SAINTE_SEVE[1]), longitude: String(SAINTE_SEVE[0]), codesPostaux: [] }, NEAR_CEMETERY_METRES, 'de la position enregistrée du cimetière'],
  ])('from %s: silent up to its threshold, a warning past it', (_, where, threshold, label) => {
    const reference = communeReference(where);
    expect(farFromCommuneWarning(metresEast(SAINTE_SEVE, threshold - 200), reference)).toBeNull();
    expect(farFromCommuneWarning(metresEast(SAINTE_SEVE, threshold + 200), reference)).toMatch(
      new RegExp(`^Les polygones du fichier sont à [\\d, ]+ km ${label} : vérifiez que cette couche est bien celle de ce cimetière avant d’importer\\.$`),
    );
  });

  it('from the préfecture: a layer of Finistère for a town hall of Bouches-du-Rhône is flagged, one of Brest for Quimper is not', () => {
    const marseille = communeReference({ planCentre: null, latitude: null, longitude: null, codesPostaux: ['13001'] });
    const quimper = communeReference({ planCentre: null, latitude: null, longitude: null, codesPostaux: ['29200'] });
    expect(farFromCommuneWarning(SAINTE_SEVE, marseille)).toMatch(/^Les polygones du fichier sont à [\d ]+ km de Marseille, préfecture des Bouches-du-Rhône \(code postal 13001\)/);
    expect(farFromCommuneWarning([-4.486, 48.39], quimper)).toBeNull();
    expect(farFromCommuneWarning(SAINTE_SEVE, null)).toBeNull();
  });
});
