import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareMutation } from '../../src/domain/mutations/decide';
import { findUnstorable, MAX_NESTING, MSG_LONE_SURROGATE, MSG_NUL_CHARACTER, MSG_TOO_NESTED, textProblem, unstorableError } from '../../src/domain/rules/storableText';

/** Text PostgreSQL cannot store (issue 27): refused where it enters, naming the field, never cleaned. */
describe('textProblem', () => {
  it.each([
    ['plain French', 'Élise Fabre — 1er mars', null],
    ['a whole emoji (a surrogate pair)', 'Fleurs 🌷🎉', null],
    ['empty', '', null],
    ['a NUL', 'a\u0000b', MSG_NUL_CHARACTER],
    ['a high surrogate alone at the end (an emoji cut)', 'Fleurs \ud83c', MSG_LONE_SURROGATE],
    ['a high surrogate alone before a letter', '\ud83cabc', MSG_LONE_SURROGATE],
    ['a low surrogate alone at the start', '\udf37 fleurs', MSG_LONE_SURROGATE],
    ['a low surrogate after a letter', 'a\udf37', MSG_LONE_SURROGATE],
    ['two high surrogates then a low one', '\ud83c\ud83c\udf37', MSG_LONE_SURROGATE],
    ['a pair then a lone low', '🌷\udf37', MSG_LONE_SURROGATE],
    ['a NUL and a lone surrogate: the NUL is named', '\ud83c\u0000', MSG_NUL_CHARACTER],
  ])('%s', (_label, text, expected) => {
    expect(textProblem(text)).toBe(expected);
  });

  it('accepts every well-formed string, and refuses every string with a lone surrogate (against the engine’s own check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom('\ud83c', '\udf37', 'a', 'é', '\u0000', '🌷'), fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp))) }), (s) => {
        const wellFormed = !/[\uD800-\uDFFF]/.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
        const expected = s.includes('\u0000') ? MSG_NUL_CHARACTER : wellFormed ? null : MSG_LONE_SURROGATE;
        expect(textProblem(s)).toBe(expected);
      }),
    );
  });
});

describe('findUnstorable', () => {
  const deep = (levels: number, leaf: unknown = 'x'): unknown => {
    let value = leaf;
    for (let i = 0; i < levels; i++) value = [value];
    return value;
  };

  it.each([
    ['a clean object', { nom: 'Fabre', exclus: [{ nom: 'A' }], n: 1, b: true, z: null }, null],
    ['a field', { commune: 'Brest', maire: { nom: 'Le Gall\ud83c' } }, { path: 'maire.nom', reason: MSG_LONE_SURROGATE }],
    ['an item of a list', { exclus: [{ nom: 'a' }, { nom: 'b\u0000' }] }, { path: 'exclus[1].nom', reason: MSG_NUL_CHARACTER }],
    ['a key', { 'k\u0000': 1 }, { path: 'k�', reason: MSG_NUL_CHARACTER }],
    ['the value itself', '\udf37', { path: '', reason: MSG_LONE_SURROGATE }],
    ['the first field in order', { a: 'x\ud83c', b: '\u0000' }, { path: 'a', reason: MSG_LONE_SURROGATE }],
    ['bytes are not text', { data: new Uint8Array([0, 0xd8]) }, null],
    [`${MAX_NESTING} levels`, deep(MAX_NESTING), null],
    [`${MAX_NESTING + 1} levels`, deep(MAX_NESTING + 1), { path: `${'[0]'.repeat(MAX_NESTING)}`.slice(0, 79) + '…', reason: MSG_TOO_NESTED }],
  ])('%s', (_label, value, expected) => {
    expect(findUnstorable(value)).toEqual(expected);
  });

  it('answers a value nested a million levels deep without overflowing the stack', () => {
    expect(findUnstorable(deep(1_000_000))?.reason).toBe(MSG_TOO_NESTED);
    expect(findUnstorable(deep(1_000_000, 'a\u0000'), Number.POSITIVE_INFINITY)?.reason).toBe(MSG_NUL_CHARACTER);
  });

  it('words the refusal with the field', () => {
    expect(unstorableError({ maire: { nom: 'X\ud83c' } })).toBe('Texte invalide : caractère incomplet (emoji coupé ?) dans « maire.nom ».');
    expect(unstorableError({ titre: 'a\u0000' })).toBe('Texte invalide : le caractère nul (U+0000) n’est pas accepté dans « titre ».');
    expect(unstorableError('\ud83c')).toBe(MSG_LONE_SURROGATE);
    expect(unstorableError({ ok: 'oui' })).toBeNull();
  });
});

describe('a mutation made with such text', () => {
  const id = '01928c3e-0000-7000-8000-000000000001';
  it('is refused where it is made, naming the field (device and server alike)', () => {
    expect(prepareMutation('note.create', { id, titre: 'Note\u0000' })).toEqual({ ok: false, error: 'Texte invalide : le caractère nul (U+0000) n’est pas accepté dans « titre ».' });
    expect(prepareMutation('note.create', { id, titre: 'Note 🌷\ud83c' })).toEqual({ ok: false, error: 'Texte invalide : caractère incomplet (emoji coupé ?) dans « titre ».' });
    expect(prepareMutation('note.create', { id, titre: 'Note 🌷' }).ok).toBe(true);
  });
});
