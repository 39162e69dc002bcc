import { describe, expect, it } from 'vitest';
import {
  addCritere, attributionPresets, attributionSteps, cremationDateIssue, defuntName, defuntPicture, destinationsCendres, exclusMax, exclusMeaning,
  carouselArrows, exhumationEffect, filesError, forcedSepulture, isPleineNaturePlot, missingRequired, reductionFreedPlaces, validationError,
} from '../../src/domain/wizards';

describe('plot assignment steps by plot type (spec 001 §4)', () => {
  it.each([
    ['Ossuaire', 1], ['Caveau', 1], ['Jardin du souvenir', 1], ['Terrain commun', 2], ['Concession', 4], ['Enfeu', 4], ['Cavurne', 4], ['Colombarium', 4],
  ] as const)('%s: %i step(s)', (type, n) => expect(attributionSteps(type)).toHaveLength(n));

  it('presets Terrain commun (1 place, Individuelle, 5 years) and Caveau (1 place)', () => {
    expect(attributionPresets('Terrain commun')).toEqual({ nbPlaces: 1, typeConcession: 'Individuelle', duree: 5 });
    expect(attributionPresets('Caveau')).toEqual({ nbPlaces: 1 });
    expect(attributionPresets('Concession')).toEqual({});
  });

  it.each([
    ['Familiale', 'exclus', Infinity], ['Collective', 'autorises', Infinity], ['Individuelle', 'unique', 1], ['Honorifique', null, 0], ['Non défini', null, 0],
  ] as const)('%s list means %s, at most %s', (t, meaning, max) => {
    expect(exclusMeaning(t)).toBe(meaning);
    expect(exclusMax(t)).toBe(max);
  });
});

describe('deceased wizard (spec 001 §4, §5)', () => {
  it.each([
    ['crémation the day of death (full date)', { annee: 2020, mois: 5, jour: 10 }, { dateCremation: '2020-05-10', dateDispersion: null }, 'dateCremation', 'La date de crémation doit être supérieur à la date de décès.'],
    ['crémation before death', { annee: 2020, mois: 5, jour: 10 }, { dateCremation: '2020-05-09', dateDispersion: null }, 'dateCremation', 'La date de crémation doit être supérieur à la date de décès.'],
    ['crémation the day after', { annee: 2020, mois: 5, jour: 10 }, { dateCremation: '2020-05-11', dateDispersion: null }, null, null],
    ['dispersion before crémation', { annee: 2020, mois: 5, jour: 10 }, { dateCremation: '2020-05-12', dateDispersion: '2020-05-11' }, 'dateDispersion', 'La dispersion doit avoir lieu après la crémation.'],
    ['dispersion the day of crémation', { annee: 2020, mois: 5, jour: 10 }, { dateCremation: '2020-05-12', dateDispersion: '2020-05-12' }, null, null],
    ['dispersion before death, no crémation date', { annee: 2020, mois: 5, jour: 10 }, { dateCremation: null, dateDispersion: '2020-05-01' }, 'dateDispersion', 'La date de dispersion doit être supérieur à la date de décès.'],
    ['year-only death, same year', { annee: 2020, mois: null, jour: null }, { dateCremation: '2020-01-01', dateDispersion: null }, null, null],
    ['year-only death, year before', { annee: 2020, mois: null, jour: null }, { dateCremation: '2019-12-31', dateDispersion: null }, 'dateCremation', 'La date de crémation doit être supérieur à la date de décès.'],
  ] as const)('%s', (_l, deces, cremation, field, message) => {
    const issue = cremationDateIssue(deces, cremation);
    expect(issue?.field ?? null).toBe(field);
    expect(issue?.message ?? null).toBe(message);
  });

  it('Jardin du souvenir forces crémation + Jardin du Souvenir dispersion; dispersion options removed elsewhere', () => {
    expect(forcedSepulture('Jardin du souvenir')).toEqual({ modeSepulture: 'cremation', destinationUrneCendre: 'dispersionJardin' });
    expect(forcedSepulture('Concession')).toBeNull();
    expect(destinationsCendres('Jardin du souvenir')).toEqual(['dispersionJardin']);
    expect(destinationsCendres('Concession')).toEqual(['inhumation', 'scellement']);
  });

  it.each([
    ['Concession', true, ['inhumation', 'scellement', 'dispersionNature', 'dispersionJardin']],
    ['Terrain commun', true, ['inhumation', 'scellement', 'dispersionNature', 'dispersionJardin']],
    ['Concession', false, ['inhumation', 'scellement']],
    ['Jardin du souvenir', true, ['dispersionJardin']],
  ] as const)('on a %s plot, pleine nature %s, the destinations are %j', (type, pleineNature, expected) => {
    expect([...destinationsCendres(type, pleineNature)].sort()).toEqual([...expected].sort());
  });

  it.each([
    ['pleine_nature', [], true],
    ['Dispersion pleine nature', [], true],
    ['  PLEINE NATURE ', [], true],
    ['Dispersion en pleine nature', [], true],
    ['concession', [], false],
    [null, [], false],
    ['concession', [{ cremation: { destinationUrneCendre: 'dispersionNature' as const } }], true],
    ['concession', [{ cremation: { destinationUrneCendre: 'dispersionNature' as const }, deletedAt: '2026-01-01T00:00:00Z' }], false],
    ['concession', [{ cremation: { destinationUrneCendre: 'scellement' as const } }, { cremation: null }], false],
  ] as const)('a plot of typeOccupation %j with occupants %j is pleine nature: %s', (typeOccupation, occupants, expected) => {
    expect(isPleineNaturePlot({ typeOccupation }, occupants)).toBe(expected);
  });

  it.each([
    [[], 'Mort pour la France', ['Mort pour la France']],
    [[], '  Ancien maire  ', ['Ancien maire']],
    [[], '   ', 'Un critère spécifique ne peut pas être vide.'],
    [['Militaire'], 'militaire', 'Ce critère spécifique est déjà présent.'],
  ] as const)('criteria %j + %j', (list, value, expected) => {
    const out = addCritere(list, value);
    expect('error' in out ? out.error : out.list).toEqual(expected);
  });

  it("names an unnamed person 'Inconnu'", () => {
    expect(defuntName({ prenom: null, nom: '  ' })).toBe('Inconnu');
    expect(defuntName({ prenom: 'Jean', nom: 'Martin' })).toBe('Jean Martin');
  });

  it.each([
    [{ etat: 'present', modeSepulture: 'inhumation', cremation: null }, 'cercueil'],
    [{ etat: 'reuni', modeSepulture: 'inhumation', cremation: null }, 'reunion de corps'],
    [{ etat: 'reduit', modeSepulture: 'inhumation', cremation: null }, 'reduction de corps'],
    [{ etat: 'present', modeSepulture: 'cremation', cremation: { destinationUrneCendre: 'inhumation' } }, 'Inhumation dans la sépulture'],
    [{ etat: 'present', modeSepulture: 'cremation', cremation: { destinationUrneCendre: 'scellement' } }, 'Scellement sur le monument de la sépulture'],
  ] as const)('picture of %j is %s', (o, picture) => expect(defuntPicture(o)).toBe(picture));
});

describe('general wizard rules (spec 001 §4, §5)', () => {
  it('required visible fields block, hidden ones do not', () => {
    expect(missingRequired({ nom: '', prenom: 'A', juge: '' }, ['nom', 'prenom', 'juge'], (f) => f !== 'juge')).toEqual(['nom']);
  });
  it('files and final validation', () => {
    expect(filesError({ acte: null }, ['acte'])).toBe('Veuillez ajouter le(s) fichier(s) demandé(s).');
    expect(filesError({ acte: 'x' }, ['acte'])).toBeNull();
    expect(validationError('exhumation', false)).toBe('Veuillez cocher la case de validation.');
    expect(validationError('reduction', false)).not.toBeNull();
    expect(validationError('travaux', true)).toBeNull();
    expect(validationError('defunt', false)).toBeNull();
  });
  it.each([
    [{ destinationCorps: 'memeConcession', date: '2026-01-01' }, 'kept'],
    [{ destinationCorps: 'autreCimetiere', date: '2026-12-01' }, 'kept'],
    [{ destinationCorps: 'autreCimetiere', date: '2026-11-22' }, 'removed'],
    [{ destinationCorps: 'autreConcession', date: null }, 'moved'],
    [{ destinationCorps: 'cremation', date: null, destinationCendres: 'scellement' }, 'kept'],
    [{ destinationCorps: 'cremation', date: null, destinationCendres: null }, 'removed'],
  ] as const)('exhumation %j → %s', (f, effect) => expect(exhumationEffect({ ...f, today: '2026-11-22' })).toBe(effect));
  it('réduction frees one place, réunion as many as reunited', () => {
    expect(reductionFreedPlaces('reduction de corps', 0)).toBe(1);
    expect(reductionFreedPlaces('reunion de corps', 3)).toBe(3);
  });
});

describe('contacts carousel arrows (spec 001 §2)', () => {
  it.each([
    [0, 800, false], [1, 800, false], [2, 1199, true], [2, 1200, false], [3, 1600, true],
  ])('%i contacts at %i px: %s', (n, w, arrows) => expect(carouselArrows(n, w)).toBe(arrows));
});
