import { describe, expect, it } from 'vitest';
import { formatStateChoices, parseStateChoices, readPlotState } from '../../../src/domain/import/plotStates';
import { readCivilite, readCodePostal, readDuree, readEmail, readNbPlaces, readSurface, readTelephone, readType, splitCarreNumero } from '../../../src/domain/import/registerValues';

describe('readDuree: durations as registers write them (issue 26)', () => {
  it.each<[string | number, unknown]>([
    ['30', { duree: 30, perpetuelle: false }],
    [30, { duree: 30, perpetuelle: false }],
    ['30 ans', { duree: 30, perpetuelle: false }],
    ['30 ANS', { duree: 30, perpetuelle: false }],
    ['30,0', { duree: 30, perpetuelle: false }],
    ['trentenaire', { duree: 30, perpetuelle: false }],
    ['Concession trentenaire', { duree: 30, perpetuelle: false }],
    ['cinquantenaire', { duree: 50, perpetuelle: false }],
    ['centenaire', { duree: 100, perpetuelle: false }],
    ['cinquante ans', { duree: 50, perpetuelle: false }],
    ['quinze ans', { duree: 15, perpetuelle: false }],
    ['vingt-cinq ans', { duree: 25, perpetuelle: false }],
    ['quatre-vingt-dix-neuf ans', { duree: 99, perpetuelle: false }],
    ['15 ans renouvelable', { duree: 15, perpetuelle: false }],
    ['perpétuelle', { duree: null, perpetuelle: true }],
    ['PERPETUELLE', { duree: null, perpetuelle: true }],
    ['perpét.', { duree: null, perpetuelle: true }],
    ['à perpétuité', { duree: null, perpetuelle: true }],
    ['P', { duree: null, perpetuelle: true }],
  ])('%s', (cell, expected) => {
    expect(readDuree(cell)).toEqual(expected);
  });

  it.each(['Sépulture reprise le 01/04/2026', 'temporaire', 'trente ou cinquante', '30.5', 'Concession (50 ans)x2', 0, -5])('%s is unreadable', (cell) => {
    expect(readDuree(cell)).toBe('unreadable');
  });

  it.each([null, '', 'néant', '?', '-'])('%s is empty', (cell) => {
    expect(readDuree(cell)).toBeNull();
  });
});

describe('readType: the type, and what it says of the duration and places', () => {
  it.each<[string, unknown]>([
    ['Concession', { type: 'Concession', duree: null, nbPlaces: null }],
    ['Concession (50 ans)', { type: 'Concession', duree: { duree: 50, perpetuelle: false }, nbPlaces: null }],
    ['Concession perpétuelle', { type: 'Concession', duree: { duree: null, perpetuelle: true }, nbPlaces: null }],
    ['Concession trentenaire', { type: 'Concession', duree: { duree: 30, perpetuelle: false }, nbPlaces: null }],
    ['Terrain commun (5ans)', { type: 'Terrain commun', duree: { duree: 5, perpetuelle: false }, nbPlaces: null }],
    ['Caveau 4 places', { type: 'Concession', duree: null, nbPlaces: 4 }],
    ['Caveau provisoire', { type: 'Caveau', duree: null, nbPlaces: null }],
    ['Case de columbarium', { type: 'Colombarium', duree: null, nbPlaces: null }],
    ['Jardin du souvenir', { type: 'Jardin du souvenir', duree: null, nbPlaces: null }],
    // A date in the text is no duration: the '01' of 01/04/2026 was once read as one year.
    ['Sépulture reprise le 01/04/2026', { type: 'Concession', duree: null, nbPlaces: null }],
  ])('%s', (cell, expected) => {
    expect(readType(cell)).toEqual(expected);
  });

  it('an unknown type is unreadable, an empty one is null', () => {
    expect(readType('Mausolée romain')).toBe('unreadable');
    expect(readType('néant')).toBeNull();
  });
});

describe('readPlotState: the grave’s state in a status column', () => {
  it.each<[string, string | null]>([
    ['Libre', 'libre'],
    ['DISPONIBLE', 'libre'],
    ['Vide', 'libre'],
    ['Non attribuée', 'libre'],
    ['Reprise', 'reprise'],
    ['Sépulture reprise le 01/04/2026', 'reprise'],
    ['Relevée', 'reprise'],
    ['Échue', 'echue'],
    ['expirée', 'echue'],
    ['Non renouvelée', 'echue'],
    ['A renouveler', 'a_renouveler'],
    ['En état d’abandon', 'abandon'],
    ['Concédée', 'concede'],
    ['Occupée', 'concede'],
    ['En cours', 'concede'],
    ['Pleine', 'concede'],
    ['Mauve', 'ignore'],
    ['', null],
    ['?', null],
  ])('%s', (cell, expected) => {
    expect(readPlotState(cell)).toBe(expected);
  });
});

describe('splitCarreNumero: the carré and the number in one value', () => {
  it.each<[string, unknown]>([
    ['F131', { carre: 'F', allee: null, numero: '131' }],
    ['F-131', { carre: 'F', allee: null, numero: '131' }],
    ['F 131', { carre: 'F', allee: null, numero: '131' }],
    ['AB/12', { carre: 'AB', allee: null, numero: '12' }],
    ['F131bis', { carre: 'F', allee: null, numero: '131bis' }],
    ['F-12-3', { carre: 'F', allee: '12', numero: '3' }],
    ['131', { carre: null, allee: null, numero: '131' }],
  ])('%s', (cell, expected) => {
    expect(splitCarreNumero(cell)).toEqual(expected);
  });

  it('what it cannot split is unreadable', () => {
    expect(splitCarreNumero('près du mur nord')).toBe('unreadable');
  });
});

describe('the other cells of a line', () => {
  it.each<[string, 'H' | 'F' | null | 'unreadable']>([
    ['M.', 'H'], ['M', 'H'], ['Monsieur', 'H'], ['H', 'H'], ['Homme', 'H'], ['masculin', 'H'],
    ['Mme', 'F'], ['Mlle', 'F'], ['Mademoiselle', 'F'], ['F', 'F'], ['Femme', 'F'], ['Veuve', 'F'],
    ['X', null], ['', null], ['Dr', 'unreadable'],
  ])('civility %s', (cell, expected) => {
    expect(readCivilite(cell)).toBe(expected);
  });

  it('places, surfaces, phones, e-mails and postal codes', () => {
    expect([readNbPlaces('2'), readNbPlaces('2 places'), readNbPlaces('deux'), readNbPlaces('beaucoup')]).toEqual([2, 2, 2, 'unreadable']);
    expect([readSurface('2,50'), readSurface('2.5 m²'), readSurface(3), readSurface('grande'), readSurface('-2')]).toEqual([2.5, 2.5, 3, 'unreadable', 'unreadable']);
    expect([readTelephone('02 98 69 00 00'), readTelephone('+33 6 12 34 56 78'), readTelephone('pas de téléphone'), readTelephone(298690000)]).toEqual(['02 98 69 00 00', '+33 6 12 34 56 78', 'unreadable', '0298690000']);
    expect([readEmail('jean.dupont@exemple.fr'), readEmail('jean.dupont@'), readEmail('a@b')]).toEqual(['jean.dupont@exemple.fr', 'unreadable', 'unreadable']);
    expect([readCodePostal(1000), readCodePostal('29250'), readCodePostal('trop long pour un code')]).toEqual(['01000', '29250', 'unreadable']);
  });
});

describe('the user’s reading of status values, sent back with the dry run', () => {
  it('reads and writes the choices', () => {
    expect(parseStateChoices('reprise=libre;concedee=concede')).toEqual({ reprise: 'libre', concedee: 'concede' });
    expect(parseStateChoices('Sépulture reprise=reprise')).toEqual({ 'sepulture reprise': 'reprise' });
    expect(parseStateChoices(undefined)).toEqual({});
    expect(parseStateChoices('reprise=perdue')).toBeNull();
    expect(parseStateChoices('=libre')).toBeNull();
    expect(parseStateChoices(formatStateChoices({ 'a renouveler': 'echue' }))).toEqual({ 'a renouveler': 'echue' });
  });
});
