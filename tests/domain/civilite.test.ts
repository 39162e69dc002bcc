import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accord, CIVILITE_NON_RENSEIGNEE, civiliteAbbreviation, civiliteLabel, civiliteWord, knownCivilite, salutation, withCivilite,
} from '../../src/domain/rules/civilite';
import { personName } from '../../src/domain/rules/labels';
import type { Civilite } from '../../src/domain/constants/contacts';

/** Issue 26, 'Everybody is Monsieur': an unknown civility is worded as unknown, never as Monsieur. */
describe('civility wording (issue 26)', () => {
  it.each<[Civilite | null | undefined, string, string, string | null, string | null, string]>([
    ['H', 'Monsieur', 'Monsieur', 'Monsieur', 'M.', 'Monsieur Jean DUPONT'],
    ['F', 'Madame', 'Madame', 'Madame', 'Mme', 'Madame Jean DUPONT'],
    [null, 'Madame, Monsieur', CIVILITE_NON_RENSEIGNEE, null, null, 'Jean DUPONT'],
    [undefined, 'Madame, Monsieur', CIVILITE_NON_RENSEIGNEE, null, null, 'Jean DUPONT'],
  ])('%j: salutation %j, label %j, word %j, abbreviation %j, named %j', (c, greeting, label, word, abbreviation, named) => {
    expect(salutation(c)).toBe(greeting);
    expect(civiliteLabel(c)).toBe(label);
    expect(civiliteWord(c)).toBe(word);
    expect(civiliteAbbreviation(c)).toBe(abbreviation);
    expect(withCivilite(c, 'Jean DUPONT')).toBe(named);
  });

  it('is Civilité non renseignée on its own when unknown', () => {
    expect(CIVILITE_NON_RENSEIGNEE).toBe('Civilité non renseignée');
  });

  it.each<[Civilite | null, string, string, string]>([
    ['H', 'né', 'décédé', 'inhumé'],
    ['F', 'née', 'décédée', 'inhumée'],
    [null, 'né(e)', 'décédé(e)', 'inhumé(e)'],
  ])('agrees the participles with %j', (c, ne, decede, inhume) => {
    expect(accord(c, 'né', 'née')).toBe(ne);
    expect(accord(c, 'décédé', 'décédée')).toBe(decede);
    expect(accord(c, 'inhumé', 'inhumée')).toBe(inhume);
    expect(accord(c, 'Né', 'Née')).toBe(ne.charAt(0).toUpperCase() + ne.slice(1));
  });

  it('takes a neutral form when the masculine plus (e) does not fit', () => {
    expect(accord(null, 'veuf', 'veuve', 'veuf ou veuve')).toBe('veuf ou veuve');
  });

  it.each<[unknown, Civilite | null]>([['H', 'H'], ['F', 'F'], [null, null], [undefined, null], ['M', null], ['', null], ['f', null], [1, null]])(
    'reads %j back as %j, guessing nothing',
    (raw, known) => expect(knownCivilite(raw)).toBe(known),
  );

  it('never says Monsieur or Madame for a person of unknown civility, whatever the name', () => {
    fc.assert(fc.property(fc.string(), (name) => {
      expect(withCivilite(null, name)).toBe(name);
      expect(salutation(null)).toBe('Madame, Monsieur');
    }));
  });

  it.each<[Civilite | null, string]>([
    ['F', 'Hélène LEFÈVRE née DUPRÉ'],
    ['H', 'Hélène LEFÈVRE né DUPRÉ'],
    [null, 'Hélène LEFÈVRE né(e) DUPRÉ'],
  ])('names a maiden name agreed with %j', (civilite, name) => {
    expect(personName({ prenom: 'Hélène', nom: 'Lefèvre', nomJeuneFille: 'Dupré', civilite })).toBe(name);
  });
});
