import { describe, expect, it } from 'vitest';
import { DEFUNT_COLUMNS } from '../../src/domain/export';
import { EMPTY_FILTERS, applyFilters, joinLists } from '../../src/domain/filters';
import { listExportRows } from '../../src/features/listes/exportRows';
import { SOURCE, TODAY } from '../domain/filtersData';

const ctx = { today: TODAY };
const all = joinLists(SOURCE, TODAY).defunts;
const view = applyFilters(all, { ...EMPTY_FILTERS, caracteristiques: ['Mort pour la France'] }, TODAY);

describe('list exports (spec 001 §2 filtered-list and complete-list)', () => {
  it('the filtered list is the view as shown', () => {
    expect(listExportRows('filtree', view, all, DEFUNT_COLUMNS, null, ctx).map((r) => r.id)).toEqual(['D1']);
  });

  it('the complete list ignores the filters and keeps the sort of the screen', () => {
    const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);
    expect(ids(listExportRows('complete', view, all, DEFUNT_COLUMNS, null, ctx))).toEqual(['D1', 'D2', 'D3', 'D4', 'D5']);
    expect(ids(listExportRows('complete', view, all, DEFUNT_COLUMNS, { id: 'prenom', direction: 'desc' }, ctx)).slice(0, 3)).toEqual(['D4', 'D1', 'D3']);
  });
});
