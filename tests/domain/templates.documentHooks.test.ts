import { describe, expect, it } from 'vitest';
import { documentHookFirings } from '../../src/domain/templates/documentHooks';
import type { WrittenRow } from '../../src/domain/templates/hooks';

/** Spec 002 §4 'Templates', issue 17: which document templates the device draws for one mutation's writes. */

const live = (id: string, extra: Record<string, unknown> = {}) => ({ id, deletedAt: null, ...extra });
const gone = (id: string, extra: Record<string, unknown> = {}) => ({ id, deletedAt: '2026-03-02T09:00:00.000Z', ...extra });

const onBurial = { id: 'd1', type: 'documents' as const, actif: true, hooks: ['Inhumation : après création'] };
const onConcessionChange = { id: 'd2', type: 'documents' as const, actif: true, hooks: ['Concession : après modification', 'Contact : après création'] };
const switchedOff = { id: 'd3', type: 'documents' as const, actif: false, hooks: ['Inhumation : après création'] };
const mail = { id: 'm1', type: 'mails' as const, actif: true, hooks: ['Inhumation : après création'] };
const noHook = { id: 'd4', type: 'documents' as const, actif: true, hooks: [] };
const onDeletion = { id: 'd5', type: 'documents' as const, actif: true, hooks: ['Concession : après suppression'] };
const templates = [onBurial, onConcessionChange, switchedOff, mail, noHook, onDeletion];

describe('documentHookFirings', () => {
  const cases: Array<[string, WrittenRow[], Array<[string, string, string]>]> = [
    ['a new deceased in a concession: the active document template on burials, not the mail nor the switched-off one', [{ table: 'occupants', old: null, row: live('o1', { locationId: 'L1' }) }], [['d1', 'L1', 'Inhumation : après création']]],
    ['a changed deceased fires no creation hook', [{ table: 'occupants', old: live('o1', { locationId: 'L1' }), row: live('o1', { locationId: 'L1', nom: 'X' }) }], []],
    ['a deceased with no concession (ossuary) gives no document', [{ table: 'occupants', old: null, row: live('o1', { locationId: null }) }], []],
    [
      'a concession changed and a contact added: one document for the concession, not two',
      [{ table: 'locations', old: live('L1'), row: live('L1', { duree: 15 }) }, { table: 'contacts', old: null, row: live('c1', { locationId: 'L1' }) }],
      [['d2', 'L1', 'Concession : après modification']],
    ],
    [
      'two concessions touched: one document each',
      [{ table: 'locations', old: live('L1'), row: live('L1', { duree: 15 }) }, { table: 'locations', old: live('L2'), row: live('L2', { duree: 15 }) }],
      [['d2', 'L1', 'Concession : après modification'], ['d2', 'L2', 'Concession : après modification']],
    ],
    ['a concession deleted by the mutation gets no document', [{ table: 'locations', old: live('L1'), row: gone('L1') }], []],
    ['a plot changed belongs to no concession', [{ table: 'emplacements', old: live('p1'), row: live('p1', { etat: 'x' }) }], []],
    ['a document added fires nothing (no loop)', [{ table: 'documents', old: null, row: live('doc1', { locationId: 'L1' }) }], []],
    ['no rows, nothing', [], []],
  ];
  it.each(cases)('%s', (_label, writes, expected) => {
    expect(documentHookFirings(templates, writes).map((f) => [f.template.id, f.concessionId, f.hook])).toEqual(expected);
  });
  it('no document template with a hook: nothing, whatever was written', () => {
    expect(documentHookFirings([mail, noHook], [{ table: 'occupants', old: null, row: live('o1', { locationId: 'L1' }) }])).toEqual([]);
  });
});
