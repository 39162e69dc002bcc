import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebaseDraft } from '../../src/features/shared/drafts/rebaseDraft';

/**
 * A form's draft when its record changes under it (Infos mairie read from the server while the user types, Infos
 * cimetière pulled by a sync): what the user typed stays, the rest follows the record.
 */
describe('rebaseDraft', () => {
  const base = { commune: 'Sizun', departement: '', horaires: ['9h-12h', ''], maire: { nom: 'Le Gall' } };
  const cases: Array<{ name: string; current: typeof base; next: typeof base; want: typeof base }> = [
    { name: 'nothing typed: the new record', current: base, next: { ...base, departement: 'Finistère' }, want: { ...base, departement: 'Finistère' } },
    {
      name: 'a field typed before the server answered keeps what was typed; the others follow',
      current: { ...base, departement: 'Moselle' },
      next: { ...base, commune: 'Sizun (29)', departement: 'Finistère' },
      want: { ...base, commune: 'Sizun (29)', departement: 'Moselle' },
    },
    {
      name: 'a list or an object edited inside is kept whole',
      current: { ...base, horaires: ['9h-12h', '14h-17h'], maire: { nom: 'Le Gall-Kerouac' } },
      next: { ...base, horaires: ['8h-12h', ''], maire: { nom: 'Quéré' } },
      want: { ...base, horaires: ['9h-12h', '14h-17h'], maire: { nom: 'Le Gall-Kerouac' } },
    },
    { name: 'a save coming back equals the draft: unchanged', current: { ...base, departement: 'Moselle' }, next: { ...base, departement: 'Moselle' }, want: { ...base, departement: 'Moselle' } },
  ];
  it.each(cases)('$name', ({ current, next, want }) => {
    expect(rebaseDraft(current, base, next)).toEqual(want);
  });

  it('returns the same draft object when nothing moves (no render for nothing)', () => {
    const current = { ...base, departement: 'Moselle' };
    expect(rebaseDraft(current, base, { ...base })).toBe(current);
  });

  it('property: every typed field is kept, every untouched field takes the new value', () => {
    const record = fc.record({ a: fc.string(), b: fc.string(), c: fc.array(fc.string(), { maxLength: 3 }) });
    fc.assert(
      fc.property(record, record, record, (previous, typed, next) => {
        const current = { a: typed.a, b: previous.b, c: typed.c };
        const out = rebaseDraft(current, previous, next);
        for (const key of ['a', 'b', 'c'] as const) {
          const touched = JSON.stringify(current[key]) !== JSON.stringify(previous[key]);
          expect(out[key]).toEqual(touched ? current[key] : next[key]);
        }
      }),
    );
  });
});
