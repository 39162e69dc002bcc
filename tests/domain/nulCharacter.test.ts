import { describe, expect, it } from 'vitest';
import { prepareMutation } from '../../src/domain/mutations/decide';
import { hasNulCharacter, MSG_NUL_CHARACTER } from '../../src/domain/rules/nulCharacter';

describe('NUL character (U+0000), which PostgreSQL cannot store', () => {
  it('is found in strings, keys, arrays and nested objects, not in bytes', () => {
    expect(hasNulCharacter('a\u0000')).toBe(true);
    expect(hasNulCharacter({ 'k\u0000': 1 })).toBe(true);
    expect(hasNulCharacter({ a: [{ b: ['x', 'y\u0000z'] }] })).toBe(true);
    expect(hasNulCharacter({ a: [{ b: ['x', 'y'] }], n: 0, z: null })).toBe(false);
    expect(hasNulCharacter(new Uint8Array([0, 0]))).toBe(false);
  });

  it('makes a mutation refused where it is made, with the French reason (device and server alike)', () => {
    const id = '01928c3e-0000-7000-8000-000000000001';
    expect(prepareMutation('note.create', { id, titre: 'Note\u0000' })).toEqual({ ok: false, error: MSG_NUL_CHARACTER });
    expect(prepareMutation('note.create', { id, titre: 'Note' }).ok).toBe(true);
  });
});
