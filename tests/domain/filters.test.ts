import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS, applyFilters, caracteristiquesOf, isListedDefunt, dureeKey, filterReducer, joinLists, surfaceKey, type FilterAction, type FilterState,
  type ListRow,
} from '../../src/domain/filters';
import { SOURCE, TODAY } from './filtersData';

const rows = joinLists(SOURCE, TODAY);

function ids(list: readonly ListRow[], over: Partial<FilterState>): string[] {
  return applyFilters(list, { ...EMPTY_FILTERS, ...over }, TODAY).map((r) => r.id).sort();
}

describe('joinLists', () => {
  it('skips deleted rows and contacts without a concession', () => {
    expect(rows.plots.map((r) => r.id).sort()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);
    expect(rows.defunts.map((r) => r.id).sort()).toEqual(['D1', 'D2', 'D3', 'D4', 'D5']);
    expect(rows.holders.map((r) => r.id).sort()).toEqual(['C1', 'C2', 'C3']);
    expect(rows.concessions).toHaveLength(7);
  });

  it('takes each status from concessionStatus', () => {
    const code = Object.fromEntries(rows.plots.map((r) => [r.id, r.status.code]));
    expect(code).toEqual({ P1: 'libre', P2: 'pleine', P3: 'echue', P4: 'echue', P5: 'manque_donnee', P6: 'equipements', P7: 'abandon_en_cours' });
    expect(rows.concessions.find((r) => r.id === 'L1')?.status.code).toBe('archivee');
  });
});

describe('concession status filters (spec 001 §4)', () => {
  it.each([
    // An ossuaire reads 'En cours' but its filter value is 'equipements' (concessionStatus decides).
    ['en_cours', ['P2', 'P7']],
    // P3 is a Terrain commun past its end: no renewal window, échue at once.
    ['a_renouveler', []],
    ['echue', ['P3', 'P4']],
    ['abandon_en_cours', ['P7']],
    ['pleine', ['P2']],
    ['equipements', ['P3', 'P5', 'P6']],
    ['manque_donnee', ['P5']],
    ['archivee', []],
  ] as const)('%s on plots', (statut, expected) => {
    expect(ids(rows.plots, { statuts: [statut] })).toEqual(expected);
  });

  it('archivee on concessions finds the archived one', () => {
    expect(ids(rows.concessions, { statuts: ['archivee'] })).toEqual(['L1']);
  });

  it('values of one group are alternatives', () => {
    expect(ids(rows.plots, { statuts: ['echue', 'a_renouveler'] })).toEqual(['P3', 'P4']);
  });

  it('groups combine', () => {
    expect(ids(rows.plots, { statuts: ['equipements'], carres: ['B'] })).toEqual(['P5', 'P6']);
  });
});

describe('other filter values', () => {
  it.each([
    [{ procedureStatuts: ['en_cours'] }, ['R1']],
    [{ procedureStatuts: ['termine'] }, ['R2']],
    [{ procedureStatuts: ['en_cours', 'termine'] }, ['R1', 'R2']],
  ] as const)('procedure status %j', (over, expected) => {
    expect(ids(rows.procedures, over as unknown as Partial<FilterState>)).toEqual(expected);
  });

  it.each([
    ['libre', ['P1']],
    ['occupe', ['P2', 'P3', 'P4', 'P5', 'P6', 'P7']],
  ] as const)('état %s', (etat, expected) => {
    expect(ids(rows.plots, { etats: [etat] })).toEqual(expected);
  });

  it.each([
    ['moins15', ['P2', 'P5']],
    ['16-49', ['P3']],
    ['50-99', ['P4']],
    ['plus99', ['P7']],
  ])('duration %s', (duree, expected) => {
    expect(ids(rows.plots, { durees: [duree] })).toEqual(expected);
  });

  it.each([
    [{ perpetuelle: false, duree: 15, dateFin: '2030-01-01' }, 'moins15'],
    [{ perpetuelle: false, duree: 16, dateFin: '2030-01-01' }, '16-49'],
    [{ perpetuelle: false, duree: 49, dateFin: '2030-01-01' }, '16-49'],
    [{ perpetuelle: false, duree: 50, dateFin: '2030-01-01' }, '50-99'],
    [{ perpetuelle: false, duree: 99, dateFin: '2030-01-01' }, '50-99'],
    [{ perpetuelle: false, duree: 99, dateFin: null }, 'plus99'],
    [{ perpetuelle: false, duree: 100, dateFin: '2030-01-01' }, 'plus99'],
    [{ perpetuelle: true, duree: null, dateFin: null }, 'plus99'],
    [{ perpetuelle: false, duree: null, dateFin: null }, null],
    [{ perpetuelle: false, duree: null, dateFin: '2026-12-01', type: 'Caveau' }, 'moins15'],
    [{ perpetuelle: false, duree: null, dateFin: '2026-12-01', type: 'Concession' }, null],
  ] as const)('dureeKey %j = %s', (loc, key) => {
    expect(dureeKey({ type: 'Concession', ...loc })).toBe(key);
  });

  it.each([
    [0.5, 'max1'], [1, 'max1'], [1.01, '1-2'], [1.99, '1-2'], [2, '2-3'], [9.99, '9-10'], [10, 'min10'], [42, 'min10'], [null, null],
  ] as const)('surface %s is in %s', (surface, key) => {
    expect(surfaceKey(surface)).toBe(key);
  });

  it.each([
    ['max1', ['P1', 'P2']],
    ['2-3', ['P3']],
    ['4-5', ['P4']],
    ['6-7', ['P7']],
    ['min10', ['P5']],
  ])('surface bucket %s', (bucket, expected) => {
    expect(ids(rows.plots, { surfaces: [bucket] })).toEqual(expected);
  });

  it.each([
    ['Terrain commun', ['P3']],
    ['Enfeu', ['P4']],
    ['Caveau', ['P5']],
    ['Ossuaire', ['P6']],
    ['Cavurne', ['P7']],
    ['Concession', ['P2']],
    ['Colombarium', []],
    ['Jardin du souvenir', []],
  ] as const)('plot type %s', (type, expected) => {
    expect(ids(rows.plots, { types: [type] })).toEqual(expected);
  });

  it('a free plot answers the type filter with its own type (typeOccupation)', () => {
    // P1 is free (its only concession is archived); the plot itself is a Concession plot.
    const plots = joinLists({ ...SOURCE, emplacements: SOURCE.emplacements.map((p) => (p.id === 'P1' ? { ...p, typeOccupation: 'Concession' } : p)) }, TODAY).plots;
    expect(ids(plots, { types: ['Concession'] })).toEqual(['P1', 'P2']);
    expect(ids(plots, { types: ['Concession'], etats: ['libre'] })).toEqual(['P1']);
    // A concession's own type wins over the plot's.
    const caveau = joinLists({ ...SOURCE, emplacements: SOURCE.emplacements.map((p) => (p.id === 'P2' ? { ...p, typeOccupation: 'Caveau' } : p)) }, TODAY).plots;
    expect(ids(caveau, { types: ['Caveau'] })).toEqual(['P5']);
  });

  it('carré and allée', () => {
    expect(ids(rows.plots, { carres: ['A'] })).toEqual(['P1', 'P2', 'P3']);
    expect(ids(rows.plots, { carres: ['A'], allees: ['1'] })).toEqual(['P1', 'P2']);
    expect(ids(rows.defunts, { carres: ['C'] })).toEqual(['D4', 'D5']);
  });

  it.each([
    ['Mort pour la France', ['D1']],
    ['Mort pour le Service de la Nation', ['D2']],
    ['Personne célèbre', ['D3']],
    ['Autres caractéristiques', ['D2']],
  ] as const)('characteristic %s', (c, expected) => {
    expect(ids(rows.defunts, { caracteristiques: [c] })).toEqual(expected);
  });

  it.each([
    ['Mort pour la France', ['P2'], ['L2']],
    ['Mort pour le Service de la Nation', ['P3'], ['L3']],
    ['Personne célèbre', ['P4'], ['L4']],
    ['Autres caractéristiques', ['P3'], ['L3']],
  ] as const)('characteristic %s on plots and concessions: one of their present deceased has it', (c, plots, concessions) => {
    expect(ids(rows.plots, { caracteristiques: [c] })).toEqual(plots);
    expect(ids(rows.concessions, { caracteristiques: [c] })).toEqual(concessions);
  });

  it('an exhumed deceased no longer gives its plot its characteristics; works rows never answer', () => {
    const exhumed = joinLists({ ...SOURCE, occupants: SOURCE.occupants.map((o) => (o.id === 'D1' ? { ...o, etat: 'exhume' as const } : o)) }, TODAY);
    expect(ids(exhumed.plots, { caracteristiques: ['Mort pour la France'] })).toEqual([]);
    expect(ids(rows.travaux, { caracteristiques: ['Personne célèbre'] })).toEqual([]);
  });

  it('characteristics ignore case and accents', () => {
    expect(caracteristiquesOf(['MORT POUR LA FRANCE', 'Militaire', 'Militaire'])).toEqual(['Mort pour la France', 'Autres caractéristiques']);
  });
});

describe('deceased list (spec 001 §4 exhumation effects)', () => {
  it('an exhumed deceased whose body left is out of the list; kept, reduced and reunited ones stay', () => {
    const etats = { D1: 'exhume', D2: 'reduit', D3: 'reuni' } as const;
    const changed = joinLists(
      { ...SOURCE, occupants: SOURCE.occupants.map((o) => (o.id in etats ? { ...o, etat: etats[o.id as keyof typeof etats] } : o)) },
      TODAY,
    );
    // D4 kept on its plot after an exhumation: still present, with its date.
    const kept = changed.defunts.map((r) => (r.id === 'D4' ? { ...r, occupant: { ...r.occupant, dateExhumation: '2026-01-10' } } : r));
    expect(kept.filter(isListedDefunt).map((r) => r.id).sort()).toEqual(['D2', 'D3', 'D4', 'D5']);
  });
});

describe('date filters (spec 001 §9, §5)', () => {
  it.each([
    [{ quickDate: 'an_dernier' }, ['D1', 'D4']],
    [{ quickDate: 'derniers_5_ans' }, ['D1', 'D2', 'D4']],
    [{ between: { from: '1999-01-01', to: '2023-03-01' } }, ['D2', 'D3']],
    [{ between: { from: null, to: '2000-01-01' } }, ['D3']],
    [{ between: { from: '2025-12-01', to: null } }, ['D1', 'D4']],
  ] as const)('%j on deceased (date of death, else burial)', (over, expected) => {
    expect(ids(rows.defunts, over as unknown as Partial<FilterState>)).toEqual(expected);
  });

  it('the window of an_dernier starts one year before today, inclusive', () => {
    const row = rows.defunts.find((r) => r.id === 'D1');
    if (!row) throw new Error('D1');
    const at = (filterDate: string) => applyFilters([{ ...row, filterDate }], { ...EMPTY_FILTERS, quickDate: 'an_dernier' }, TODAY).length;
    expect([at('2025-06-14'), at('2025-06-15'), at('2026-06-15'), at('2026-06-16')]).toEqual([0, 1, 1, 0]);
  });
});

describe('filterReducer', () => {
  const run = (...actions: FilterAction[]) => actions.reduce(filterReducer, EMPTY_FILTERS);

  it('toggles values in and out', () => {
    expect(run({ type: 'toggle', group: 'statuts', value: 'echue' }).statuts).toEqual(['echue']);
    expect(run({ type: 'toggle', group: 'statuts', value: 'echue' }, { type: 'toggle', group: 'statuts', value: 'echue' }).statuts).toEqual([]);
  });

  it('checking a quick date again clears it; the other one replaces it', () => {
    expect(run({ type: 'quickDate', value: 'an_dernier' }).quickDate).toBe('an_dernier');
    expect(run({ type: 'quickDate', value: 'an_dernier' }, { type: 'quickDate', value: 'an_dernier' }).quickDate).toBeNull();
    expect(run({ type: 'quickDate', value: 'an_dernier' }, { type: 'quickDate', value: 'derniers_5_ans' }).quickDate).toBe('derniers_5_ans');
  });

  it('a range and a quick date exclude each other', () => {
    const s = run({ type: 'quickDate', value: 'an_dernier' }, { type: 'between', from: '2000-01-01', to: null });
    expect([s.quickDate, s.between.from]).toEqual([null, '2000-01-01']);
    const t = filterReducer(s, { type: 'quickDate', value: 'derniers_5_ans' });
    expect([t.quickDate, t.between.from]).toEqual(['derniers_5_ans', null]);
  });

  it('reset empties everything', () => {
    expect(run({ type: 'set', group: 'carres', values: ['A', 'A', 'B'] }, { type: 'reset' })).toEqual(EMPTY_FILTERS);
    expect(run({ type: 'set', group: 'carres', values: ['A', 'A', 'B'] }).carres).toEqual(['A', 'B']);
  });
});
