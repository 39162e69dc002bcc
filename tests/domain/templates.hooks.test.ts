import { describe, expect, it } from 'vitest';
import { concessionIdOf, HOOKS, hookEvents, matchHooks, type WrittenRow } from '../../src/domain/templates/hooks';

/** Spec 002 §4 'Templates': which templates fire for which entity event. */

const live = (extra: Record<string, unknown> = {}) => ({ id: 'r1', deletedAt: null, ...extra });
const gone = (extra: Record<string, unknown> = {}) => ({ id: 'r1', deletedAt: '2026-03-02T09:00:00.000Z', ...extra });

describe('hookEvents', () => {
  const cases: Array<[string, WrittenRow, string[]]> = [
    ['a new concession', { table: 'locations', old: null, row: live() }, ['Concession : après création']],
    ['a changed concession', { table: 'locations', old: live(), row: live({ dateFin: '2041-01-01' }) }, ['Concession : avant modification', 'Concession : après modification']],
    ['a deleted plot', { table: 'emplacements', old: live(), row: gone() }, ['Emplacement : avant suppression', 'Emplacement : après suppression']],
    ['a new occupant is a deceased and a burial', { table: 'occupants', old: null, row: live() }, ['Défunt : après création', 'Inhumation : après création']],
    ['a holder is a contact and a concessionnaire', { table: 'contacts', old: null, row: live({ typeDeContact: 'Concessionnaire' }) }, ['Contact : après création', 'Concessionnaire : après création']],
    ['an heir is only a contact', { table: 'contacts', old: live({ typeDeContact: 'Ayant-droit' }), row: live({ typeDeContact: 'Ayant-droit', nom: 'X' }) }, ['Contact : avant modification', 'Contact : après modification']],
    ['a works row', { table: 'travaux', old: null, row: live() }, ['Travaux : après création']],
    ['a row created already deleted makes nothing', { table: 'locations', old: null, row: gone() }, []],
    ['a deleted row written back is a creation', { table: 'contacts', old: gone(), row: live() }, ['Contact : après création']],
    ['a mail archive is no hook entity', { table: 'mailArchives', old: null, row: live() }, []],
    ['a note is no hook entity', { table: 'notes', old: live(), row: gone() }, []],
  ];
  it.each(cases)('%s', (_label, write, expected) => {
    expect(hookEvents(write)).toEqual(expected);
    for (const key of expected) expect(HOOKS).toContain(key);
  });
});

describe('matchHooks', () => {
  const renewalMail = { id: 't1', actif: true, hooks: ['Concession : après modification'] };
  const inactive = { id: 't2', actif: false, hooks: ['Concession : après modification'] };
  const onCreation = { id: 't3', actif: true, hooks: ['Concession : après création', 'Contact : après création'] };
  const twice = { id: 't4', actif: true, hooks: ['Concession : avant modification', 'Concession : après modification'] };
  const templates = [renewalMail, inactive, onCreation, twice];
  const cases: Array<[string, WrittenRow[], Array<[string, string]>]> = [
    ['a renewal (concession changed) fires the active templates, each once', [{ table: 'locations', old: live(), row: live({ duree: 15 }) }], [['t1', 'Concession : après modification'], ['t4', 'Concession : avant modification']]],
    ['a new concession and its holder', [{ table: 'locations', old: null, row: live() }, { table: 'contacts', old: null, row: live({ typeDeContact: 'Concessionnaire' }) }], [['t3', 'Concession : après création'], ['t3', 'Contact : après création']]],
    ['a deletion no template names', [{ table: 'locations', old: live(), row: gone() }], []],
    ['no rows, nothing', [], []],
  ];
  it.each(cases)('%s', (_label, writes, expected) => {
    expect(matchHooks(templates, writes).map((f) => [f.template.id, f.hook])).toEqual(expected);
  });
});

describe('concessionIdOf', () => {
  it.each<[WrittenRow, string | null]>([
    [{ table: 'locations', old: null, row: live({ id: 'L1' }) }, 'L1'],
    [{ table: 'contacts', old: null, row: live({ locationId: 'L2' }) }, 'L2'],
    [{ table: 'occupants', old: live({ locationId: 'L3' }), row: gone({ locationId: null }) }, 'L3'],
    [{ table: 'emplacements', old: null, row: live() }, null],
  ])('%j gives %s', (write, expected) => expect(concessionIdOf(write)).toBe(expected));
});
