import { describe, expect, it } from 'vitest';
import { splitPeople } from '../../../src/domain/import/names';

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
    expect(splitPeople('M. et Mme MARTIN née DUVAL Louis')).toEqual([
      { nom: 'MARTIN', prenom: 'Louis', nomJeuneFille: null, civilite: 'H' },
      { nom: 'MARTIN', prenom: null, nomJeuneFille: 'DUVAL', civilite: 'F' },
    ]);
  });

  it('reads civility and maiden name', () => {
    expect(splitPeople('Mme MARTIN née DUVAL Jeanne')).toEqual([{ nom: 'MARTIN', prenom: 'Jeanne', nomJeuneFille: 'DUVAL', civilite: 'F' }]);
    expect(splitPeople('M. MARTIN Louis')[0]?.civilite).toBe('H');
  });
});
