import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRegisterLines } from '../../src/domain/import/rows';
import { replaceUnstorable, storableGrid, textProblem } from '../../src/domain/rules/storableText';

// Issue 27: text read from an imported file is never refused whole for a NUL or half an emoji: each becomes
// U+FFFD, and the line reader leaves the value holding it empty, said on its line.

/**
 * One UTF-16 unit or code point of any kind, lone surrogates and NUL included, often enough to meet them in
 * 100 runs. fast-check's `unit: 'binary'` leaves half surrogates out, and building it costs about 20 s of CPU.
 */
const ANY_UNIT = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u0000', 'a', 'é', '🌷'),
);

describe('replaceUnstorable', () => {
  it.each([
    ['plain French', 'Élise Fabre — 1er mars', 'Élise Fabre — 1er mars'],
    ['a whole emoji', 'Fleurs 🌷🎉', 'Fleurs 🌷🎉'],
    ['a NUL', 'a\u0000b', 'a\uFFFDb'],
    ['a high surrogate alone at the end', 'Fleurs \ud83c', 'Fleurs \uFFFD'],
    ['a low surrogate alone at the start', '\udf37 fleurs', '\uFFFD fleurs'],
    ['two lone low surrogates in a row', 'a\udf37\udf37', 'a\uFFFD\uFFFD'],
    ['two high surrogates then a low one: the pair stays', '\ud83c\ud83c\udf37', '\uFFFD🌷'],
    ['a pair then a lone low', '🌷\udf37', '🌷\uFFFD'],
  ])('%s', (_label, text, expected) => {
    expect(replaceUnstorable(text)).toBe(expected);
  });

  it('always gives storable text, and changes nothing in storable text', () => {
    fc.assert(
      fc.property(fc.string({ unit: ANY_UNIT }), (s) => {
        const out = replaceUnstorable(s);
        expect(textProblem(out)).toBeNull();
        expect(out).toHaveLength(s.length);
        if (textProblem(s) === null) expect(out).toBe(s);
      }),
    );
  });

  it('storableGrid keeps numbers and nulls, and gives back the same grid when nothing needs it', () => {
    const clean = [['A', 1, null]];
    expect(storableGrid(clean)).toBe(clean);
    expect(storableGrid([['A', 1, null], ['b\u0000', 2, '\ud83c']])).toEqual([['A', 1, null], ['b\uFFFD', 2, '\uFFFD']]);
  });
});

describe('a register line with a cell its reader could not read', () => {
  it('leaves that value empty and says so once, the rest of the line is read', () => {
    const rows = [
      ['Carré', 'N°', 'Concessionnaire', 'Défunt'],
      ['A', '12', 'DUPONT\uFFFD Jean', 'DUPONT Pierre'],
    ];
    const [line] = readRegisterLines(rows, ['carre', 'numero', 'concessionnaire', 'defunt'], 1);
    expect(line?.errors).toEqual([]);
    expect(line?.plot).toMatchObject({ carre: 'A', numero: '12' });
    expect(line?.holders).toEqual([]);
    expect(line?.deceased.map((d) => d.nom)).toEqual(['DUPONT']);
    expect(line?.warnings).toEqual(['Concessionnaire(s) : caractère illisible dans « DUPONT\uFFFD Jean » (caractère nul, emoji coupé ou octet invalide dans le fichier), valeur laissée vide.']);
  });
});
