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

  it('reads civility and maiden name', () => {
    expect(splitPeople('Mme MARTIN née DUVAL Jeanne')).toEqual([{ nom: 'MARTIN', prenom: 'Jeanne', nomJeuneFille: 'DUVAL', civilite: 'F' }]);
    expect(splitPeople('M. MARTIN Louis')[0]?.civilite).toBe('H');
  });
});
