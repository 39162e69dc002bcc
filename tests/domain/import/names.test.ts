import { describe, expect, it } from 'vitest';
import { readFamilyName, readPeople, splitPeople } from '../../../src/domain/import/names';

const names = (cell: string) => splitPeople(cell).map((p) => [p.nom, p.prenom]);

describe('splitPeople: several names in one cell (issue 16)', () => {
  it.each<[string, Array<[string | null, string | null]>]>([
    ['DUPONT Jean', [['DUPONT', 'Jean']]],
    ['Jean DUPONT', [['DUPONT', 'Jean']]],
    ['Dupont Jean', [['Dupont', 'Jean']]],
    ['DUPONT Jean et Marie', [['DUPONT', 'Jean'], ['DUPONT', 'Marie']]],
    ['Jean et Marie DUPONT', [['DUPONT', 'Jean'], ['DUPONT', 'Marie']]],
    ['DUPONT Jean, DURAND Pierre', [['DUPONT', 'Jean'], ['DURAND', 'Pierre']]],
    ['DUPONT Jean / DURAND Pierre ; LEROY Anne', [['DUPONT', 'Jean'], ['DURAND', 'Pierre'], ['LEROY', 'Anne']]],
    ['DUPONT Jean\nDURAND Pierre', [['DUPONT', 'Jean'], ['DURAND', 'Pierre']]],
    ['LE GALL Yann-Érwan', [['LE GALL', 'Yann-Érwan']]],
  ])('%s', (cell, expected) => {
    expect(names(cell)).toEqual(expected);
  });

  it.each<[string, Array<[string | null, string | null, 'H' | 'F' | null]>]>([
    ['M. et Mme DURAND Paul', [['DURAND', 'Paul', 'H'], ['DURAND', null, 'F']]],
    ['Mme et M. DURAND Paul', [['DURAND', null, 'F'], ['DURAND', 'Paul', 'H']]],
    ['Monsieur et Madame DUPONT', [['DUPONT', null, 'H'], ['DUPONT', null, 'F']]],
    ['M et Mme Paul DURAND', [['DURAND', 'Paul', 'H'], ['DURAND', null, 'F']]],
    ['Mme et Mme LEROY Anne', [['LEROY', null, 'F'], ['LEROY', 'Anne', 'F']]],
    ['M. et Mme DURAND Paul, LEROY Anne', [['DURAND', 'Paul', 'H'], ['DURAND', null, 'F'], ['LEROY', 'Anne', null]]],
    ['M. DURAND Paul et Mme DURAND Anne', [['DURAND', 'Paul', 'H'], ['DURAND', 'Anne', 'F']]],
  ])('a couple named by their civilities: %s', (cell, expected) => {
    expect(splitPeople(cell).map((p) => [p.nom, p.prenom, p.civilite])).toEqual(expected);
  });

  it("a maiden name after a couple's civilities is the wife's", () => {
    expect(splitPeople('M. et Mme MARTIN née DUVAL Louis')).toMatchObject([
      { nom: 'MARTIN', prenom: 'Louis', nomJeuneFille: null, civilite: 'H' },
      { nom: 'MARTIN', prenom: null, nomJeuneFille: 'DUVAL', civilite: 'F' },
    ]);
  });

  it('reads civility and maiden name', () => {
    expect(splitPeople('Mme MARTIN née DUVAL Jeanne')).toMatchObject([{ nom: 'MARTIN', prenom: 'Jeanne', nomJeuneFille: 'DUVAL', civilite: 'F' }]);
    expect(splitPeople('M. MARTIN Louis')[0]?.civilite).toBe('H');
  });
});

describe('readPeople: the conventions of registers and GIS layers (issue 26)', () => {
  const read = (cell: string) =>
    readPeople(cell).people.map((p) => [p.nom, p.prenom, p.nomJeuneFille, p.civilite, p.dateDeNaissance && Object.values(p.dateDeNaissance).filter((v) => v !== null).join('/'), p.dateDeces && Object.values(p.dateDeces).filter((v) => v !== null).join('/')]);

  it.each<[string, unknown[]]>([
    // A comma between first names is one person, as the civil status writes them.
    ['KERVELLA Jean, Louis', [['KERVELLA', 'Jean, Louis', null, null, null, null]]],
    ['DUPONT Jean, Marie, Louise', [['DUPONT', 'Jean, Marie, Louise', null, null, null, null]]],
    // '|' separates people; 'ép.' gives the married name, the name before it is the maiden name.
    ['DUPONT Jean, Pierre | MARTIN ép. DURAND Jeanne', [['DUPONT', 'Jean, Pierre', null, null, null, null], ['DURAND', 'Jeanne', 'MARTIN', 'F', null, null]]],
    ['MARTIN Jeanne épouse DURAND', [['DURAND', 'Jeanne', 'MARTIN', 'F', null, null]]],
    ['Vve DURAND Jeanne', [['DURAND', 'Jeanne', null, 'F', null, null]]],
    ['Vve DURAND née MARTIN Jeanne', [['DURAND', 'Jeanne', 'MARTIN', 'F', null, null]]],
    ['MARTIN Vve DURAND Jeanne', [['DURAND', 'Jeanne', 'MARTIN', 'F', null, null]]],
    ['Martin née Duval Jeanne', [['Martin', 'Jeanne', 'Duval', 'F', null, null]]],
    // Dates beside the name.
    ['DUPONT Jean (†12/03/1987)', [['DUPONT', 'Jean', null, null, null, '12/3/1987']]],
    ['DUPONT Jean (1910-1987) ; DUPONT Marie (° 1912 † 1990)', [['DUPONT', 'Jean', null, null, '1910', '1987'], ['DUPONT', 'Marie', null, null, '1912', '1990']]],
    ['DUPONT Jean † 1987', [['DUPONT', 'Jean', null, null, null, '1987']]],
    ['DUPONT Jean né le 02/05/1910 décédé le 12/03/1987', [['DUPONT', 'Jean', null, null, '2/5/1910', '12/3/1987']]],
    ['ABGRALL François (1930)', [['ABGRALL', 'François', null, null, null, '1930']]],
    // Particles belong to the family name; a word alone is a family name.
    ['de la FONTAINE Jean', [['de la FONTAINE', 'Jean', null, null, null, null]]],
    ['de la Fontaine Marie', [['de la Fontaine', 'Marie', null, null, null, null]]],
    ['LE GALL YVES', [['LE GALL', 'YVES', null, null, null, null]]],
    ['Dubois', [['Dubois', null, null, null, null, null]]],
    ['Le Bras', [['Le Bras', null, null, null, null, null]]],
    ['Dupont Jean, Durand Pierre', [['Dupont', 'Jean', null, null, null, null], ['Durand', 'Pierre', null, null, null, null]]],
    ['DUPONT Jean - DURAND Paul', [['DUPONT', 'Jean', null, null, null, null], ['DURAND', 'Paul', null, null, null, null]]],
  ])('%s', (cell, expected) => {
    expect(read(cell)).toEqual(expected);
  });

  it.each(['NON ATTRIBUÉ', 'non attribue', 'Néant', 'sépulture vide', '?', '-', 'INCONNU', 'X', 'nc'])('%s names nobody', (cell) => {
    expect(readPeople(cell)).toEqual({ people: [], warnings: [] });
  });

  it('keeps a mention in brackets with its person, and says when a date beside a name cannot be read', () => {
    expect(readPeople('DUPONT Jean (enfant)').people[0]?.mentions).toEqual(['enfant']);
    expect(readPeople('DUPONT Jean (31/02/1950)')).toMatchObject({ people: [{ nom: 'DUPONT', prenom: 'Jean', dateDeces: null }], warnings: ['Date illisible près de DUPONT Jean : « 31/02/1950 » (laissée vide).'] });
  });
});

describe('readFamilyName: a family-name column beside a first-name column', () => {
  it.each<[string, unknown]>([
    ['DUPONT DURAND', { nom: 'DUPONT DURAND', nomJeuneFille: null, civilite: null }],
    ['LE GALL', { nom: 'LE GALL', nomJeuneFille: null, civilite: null }],
    ['Dubois', { nom: 'Dubois', nomJeuneFille: null, civilite: null }],
    ['MARTIN née DUVAL', { nom: 'MARTIN', nomJeuneFille: 'DUVAL', civilite: 'F' }],
    ['DUVAL ép. MARTIN', { nom: 'MARTIN', nomJeuneFille: 'DUVAL', civilite: 'F' }],
    ['Vve MARTIN', { nom: 'MARTIN', nomJeuneFille: null, civilite: 'F' }],
    ['Mme MARTIN', { nom: 'MARTIN', nomJeuneFille: null, civilite: 'F' }],
  ])('%s', (cell, expected) => {
    expect(readFamilyName(cell)).toEqual(expected);
  });

  it('a placeholder is no name', () => {
    expect(readFamilyName('NON ATTRIBUÉ')).toBeNull();
  });
});

describe('a couple whose second person has no civility written', () => {
  it('keeps that civility unknown', () => {
    expect(splitPeople('Mme et DUPONT Jean').map((p) => [p.nom, p.prenom, p.civilite])).toEqual([['DUPONT', null, 'F'], ['DUPONT', 'Jean', null]]);
  });
});
