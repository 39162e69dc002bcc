import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_FIELD_NAMES, type ImportField, type ImportMapping } from '../../../src/domain/import/fields';
import { guessMapping } from '../../../src/domain/import/headers';
import { normalizeText } from '../../../src/domain/import/text';
import { columnKeys, proposeMapping, rememberMapping, REASON_HEADER } from '../../../src/domain/import/rememberedMapping';

/** Issue 26 'The mapping is forgotten': the last mapping of a cemetery, proposed again by header. */
describe('columnKeys', () => {
  it.each([
    [['Carré', 'N°', 'Défunt'], ['carre', 'n', 'defunt']],
    [['NOM', ' nom ', 'Nom'], ['nom', 'nom #2', 'nom #3']],
    [['Date de décès', 'DATE DE DECES'], ['date de deces', 'date de deces #2']],
    [['', 'Colonne 2', 'Colonne 12 bis'], [null, null, 'colonne 12 bis']],
  ])('%j → %j', (headers, keys) => {
    expect(columnKeys(headers)).toEqual(keys);
  });
});

describe('proposeMapping', () => {
  const headers = ['Carré', 'N°', 'Nom', 'Prénom', 'Remarque'];
  // The case: the guess sends 'Nom' to the deceased's name and 'Prénom' to the first name, but the user
  // had chosen otherwise last time; 'Remarque' was set aside.
  const last = rememberMapping(headers, ['carre', 'numero', 'defuntNom', 'defuntPrenom', null]);

  it('remembers each header with its field, and the columns set aside', () => {
    expect(last).toEqual({ carre: 'carre', n: 'numero', nom: 'defuntNom', prenom: 'defuntPrenom', remarque: null });
  });

  it.each<[string, string[], ImportMapping, ImportMapping, boolean[]]>([
    [
      'the same headers, in another order and case: all remembered',
      ['REMARQUE', 'prenom', 'NOM', 'carré', 'n°'],
      guessMapping(['REMARQUE', 'prenom', 'NOM', 'carré', 'n°']),
      [null, 'defuntPrenom', 'defuntNom', 'carre', 'numero'],
      [true, true, true, true, true],
    ],
    [
      'a new column gets the guess',
      ['Carré', 'N°', 'Date de décès'],
      ['carre', 'numero', 'dateDeces'],
      ['carre', 'numero', 'dateDeces'],
      [true, true, false],
    ],
    [
      'a guess that takes a remembered column’s field gives way',
      ['Défunt', 'Nom'],
      ['defuntNom', null],
      [null, 'defuntNom'],
      [false, true],
    ],
    [
      'the workbook’s Motif column is never imported, even when guessed or remembered',
      ['Carré', 'N°', REASON_HEADER],
      ['carre', 'numero', 'notes'],
      ['carre', 'numero', null],
      [true, true, false],
    ],
    [
      'a column without a header is not remembered by its place',
      ['Carré', 'Colonne 2'],
      ['carre', null],
      ['carre', null],
      [true, false],
    ],
  ])('%s', (_, file, guess, mapping, fromMemory) => {
    expect(proposeMapping(file, guess, last)).toEqual({ mapping, fromMemory });
  });

  it('with nothing remembered, proposes the guess (a Motif column aside)', () => {
    const file = ['Carré', 'N°', 'Défunt', 'Motif'];
    const guess = guessMapping(file);
    expect(proposeMapping(file, guess, null)).toEqual({ mapping: [...guess.slice(0, 3), null], fromMemory: [false, false, false, false] });
  });

  it('ignores a remembered field the product no longer has', () => {
    expect(proposeMapping(['Carré'], ['carre'], { carre: 'ancienChamp' as ImportField })).toEqual({ mapping: ['carre'], fromMemory: [false] });
  });

  it('never remembers the Motif column', () => {
    expect(rememberMapping(['N°', 'Motif'], ['numero', 'notes'])).toEqual({ n: 'numero' });
  });

  const header = fc.oneof(fc.constantFrom('Carré', 'carre', 'N°', 'Nom', 'NOM', 'Prénom', 'Défunt', 'Motif', '', 'Colonne 3', 'Date de décès', 'Observations'), fc.string({ maxLength: 12 }));
  const field = fc.oneof(fc.constant(null), fc.constantFrom(...IMPORT_FIELD_NAMES));
  const file = fc.array(header, { maxLength: 12 }).chain((hs) => fc.tuple(fc.constant(hs), fc.array(field, { minLength: hs.length, maxLength: hs.length })));

  it('property: the mapping used last time comes back for every column with a header of its own', () => {
    fc.assert(
      fc.property(file, fc.array(field, { maxLength: 12 }), ([hs, used], guess) => {
        const { mapping, fromMemory } = proposeMapping(hs, guess, rememberMapping(hs, used));
        const keys = columnKeys(hs);
        hs.forEach((h, i) => {
          const reason = normalizeText(h) === 'motif';
          if (reason) expect(mapping[i]).toBeNull();
          else if (keys[i] !== null) {
            expect(fromMemory[i]).toBe(true);
            expect(mapping[i]).toBe(used[i] ?? null);
          } else expect(fromMemory[i]).toBe(false);
        });
      }),
    );
  });

  it('property: one length, and a remembered field is never also guessed for another column', () => {
    fc.assert(
      fc.property(file, file, ([hs, guess], [oldHeaders, oldMapping]) => {
        const { mapping, fromMemory } = proposeMapping(hs, guess, rememberMapping(oldHeaders, oldMapping));
        expect(mapping).toHaveLength(hs.length);
        expect(fromMemory).toHaveLength(hs.length);
        const remembered = new Set(mapping.filter((f, i) => f !== null && fromMemory[i]));
        mapping.forEach((f, i) => {
          if (!fromMemory[i] && f !== null) expect(remembered.has(f)).toBe(false);
          if (!fromMemory[i]) expect([null, guess[i]]).toContain(f);
        });
      }),
    );
  });
});
