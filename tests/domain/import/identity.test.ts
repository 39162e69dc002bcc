import { describe, expect, it } from 'vitest';
import { datesAgree, matchPerson, type Identity } from '../../../src/domain/import/identity';

const y = (annee: number, mois: number | null = null, jour: number | null = null) => ({ jour, mois, annee });
const person = (nom: string | null, prenom: string | null, more: Partial<Identity> = {}): Identity => ({
  nom, prenom, nomJeuneFille: null, dateDeNaissance: null, dateDeces: null, civilite: null, ...more,
});

describe('matchPerson: two records are one person only when it is certain (issue 26)', () => {
  it.each<[string, Identity, Identity[], ReturnType<typeof matchPerson>]>([
    ['same name and first names, no date on one side', person('DUPONT', 'Jean'), [person('DUPONT', 'Jean', { dateDeces: y(1950) })], { kind: 'same', index: 0 }],
    ['case and accents aside', person('Guéguen', 'Anne'), [person('GUEGUEN', 'ANNE', { dateDeces: y(1950) })], { kind: 'same', index: 0 }],
    ['a year agrees with the whole date', person('DUPONT', 'Jean', { dateDeces: y(1950, 3, 12) }), [person('DUPONT', 'Jean', { dateDeces: y(1950) })], { kind: 'same', index: 0 }],
    ['identical, absences included', person('DUPONT', null), [person('DUPONT', null)], { kind: 'identical', index: 0 }],
    ['the identical record among two that would be the same', person('DUPONT', 'Jean', { dateDeces: y(1950) }), [person('DUPONT', 'Jean'), person('DUPONT', 'Jean', { dateDeces: y(1950) })], { kind: 'identical', index: 1 }],
    // The defects: a family without first names merged, a death year written onto someone else.
    ['no first name on the line: never the same as a named record', person('DUPONT', null), [person('DUPONT', 'Pierre', { dateDeces: y(1960) })], { kind: 'uncertain', indexes: [0] }],
    ['no first name on the record', person('DUPONT', 'Pierre', { dateDeces: y(1960) }), [person('DUPONT', null)], { kind: 'uncertain', indexes: [0] }],
    ['homonyms told apart by their death years', person('MARTIN', 'Paul', { dateDeces: y(1992) }), [person('MARTIN', 'Paul', { dateDeces: y(1960) })], { kind: 'none' }],
    ['different first names', person('DUPONT', 'Marie'), [person('DUPONT', 'Jean')], { kind: 'none' }],
    ['a first name beside the same plus another', person('DUPONT', 'Jean'), [person('DUPONT', 'Jean Pierre')], { kind: 'uncertain', indexes: [0] }],
    ['two records it could be', person('DUPONT', 'Jean'), [person('DUPONT', 'Jean', { dateDeces: y(1950) }), person('DUPONT', 'Jean', { dateDeces: y(1990) })], { kind: 'uncertain', indexes: [0, 1] }],
    ['a maiden name that contradicts', person('MARTIN', 'Anne', { nomJeuneFille: 'DUVAL' }), [person('MARTIN', 'Anne', { nomJeuneFille: 'LEROY' })], { kind: 'none' }],
    ['her maiden name is the other record’s name', person('KERBRAT', 'Marie'), [person('LE GALL', 'Marie', { nomJeuneFille: 'KERBRAT' })], { kind: 'uncertain', indexes: [0] }],
    ['two known civilities that differ', person('DUPONT', null, { civilite: 'F' }), [person('DUPONT', null, { civilite: 'H' })], { kind: 'none' }],
    ['a civility known on one side only', person('DUPONT', 'Jean'), [person('DUPONT', 'Jean', { civilite: 'H' })], { kind: 'identical', index: 0 }],
    ['no family name', person(null, 'Jean'), [person('DUPONT', 'Jean')], { kind: 'none' }],
  ])('%s', (_why, who, records, expected) => {
    expect(matchPerson(who, records, new Set())).toEqual(expected);
  });

  it('an incomplete record is paired once: two DUPONT of one grave stay two', () => {
    const records = [person('DUPONT', null), person('DUPONT', null)];
    expect(matchPerson(person('DUPONT', null), records, new Set([0]))).toEqual({ kind: 'identical', index: 1 });
    expect(matchPerson(person('DUPONT', null), records, new Set([0, 1]))).toEqual({ kind: 'none' });
  });

  it('excluded records are no candidates (the people one cell names are distinct)', () => {
    expect(matchPerson(person('LE GALL', null), [person('LE GALL', 'Yves')], new Set(), new Set([0]))).toEqual({ kind: 'none' });
  });
});

describe('datesAgree', () => {
  it.each<[ReturnType<typeof y> | null, ReturnType<typeof y> | null, boolean]>([
    [y(1950), y(1950, 3, 12), true],
    [y(1950, 3), y(1950, 4), false],
    [y(1950, 3, 12), y(1950, 3, 13), false],
    [y(1950), y(1951), false],
    [null, y(1950), true],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(datesAgree(a, b)).toBe(expected);
  });
});
