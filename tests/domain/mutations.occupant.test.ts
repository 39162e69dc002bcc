import { describe, expect, it } from 'vitest';
import {
  MSG_LOCATION_OF_OTHER_PLOT, MSG_MOVE_NO_TARGET, MSG_MOVE_SAME_PLOT, MSG_NO_CURRENT_LOCATION, MSG_OCCUPANT_MISSING,
} from '../../src/domain/mutations/occupant';
import { MSG_LOCATION_ARCHIVED } from '../../src/domain/mutations/helpers';
import {
  compareWithPartial, MSG_CREMATION_AVANT_DECES, MSG_DISPERSION_AVANT_CREMATION, MSG_DISPERSION_AVANT_DECES,
} from '../../src/domain/mutations/occupantRules';
import { ctx, emplacement, location, rejection, row, run, uid, written } from './mutationsKit';

const plotWith = (locFields: Record<string, unknown> = {}) => {
  const plot = emplacement();
  const loc = location({ emplacementId: plot.id, ...locFields });
  return { plot, loc, reads: { emplacement: plot, locations: [loc] } };
};
const deces = (jour: number | null, mois: number | null, annee: number | null) => ({ jour, mois, annee });

describe('occupant.create (spec 001 §4 Deceased wizard)', () => {
  it('records a deceased in the current concession of the plot, present, with empty fields as null', () => {
    const { plot, loc, reads } = plotWith();
    const archived = location({ emplacementId: plot.id, isArchived: true, dateDebut: '2020-01-01' });
    const id = uid();
    const out = written(run('occupant.create', { id, emplacementId: plot.id, civilite: 'M', nom: 'Martin', prenom: 'Jean' }, { reads: { ...reads, locations: [archived, loc] } }));
    expect(out).toMatchObject({ id, emplacementId: plot.id, locationId: loc.id, civilite: 'H', nom: 'Martin', prenom: 'Jean', etat: 'present', criteresSpecifiques: [], cremation: null, deletedAt: null });
  });

  it.each<[unknown, string | null]>([[undefined, null], [null, null], ['F', 'F'], ['M', 'H']])(
    'stores the civility %j as %j: a deceased whose civility is not given is not Monsieur (issue 26)',
    (civilite, stored) => {
      const { plot, reads } = plotWith();
      const args = { id: uid(), emplacementId: plot.id, nom: 'Martin', ...(civilite === undefined ? {} : { civilite }) };
      expect(written(run('occupant.create', args, { reads })).civilite).toBe(stored);
    },
  );

  it('takes a named concession of that plot, refuses one of another plot or archived', () => {
    const { plot, loc, reads } = plotWith();
    expect(written(run('occupant.create', { id: uid(), emplacementId: plot.id, locationId: loc.id }, { reads })).locationId).toBe(loc.id);
    expect(rejection(run('occupant.create', { id: uid(), emplacementId: plot.id, locationId: uid() }, { reads }))).toBe(MSG_LOCATION_OF_OTHER_PLOT);
    const old = location({ emplacementId: plot.id, isArchived: true });
    expect(rejection(run('occupant.create', { id: uid(), emplacementId: plot.id, locationId: old.id }, { reads: { ...reads, locations: [loc, old] } }))).toBe(MSG_LOCATION_ARCHIVED);
  });

  it('refuses a plot without a current concession, or no plot', () => {
    const plot = emplacement();
    expect(rejection(run('occupant.create', { id: uid(), emplacementId: plot.id }, { reads: { emplacement: plot, locations: [] } }))).toBe(MSG_NO_CURRENT_LOCATION);
    expect(rejection(run('occupant.create', { id: uid(), emplacementId: plot.id }, { reads: { emplacement: null, locations: [] } }))).toBe('Emplacement introuvable.');
  });

  it('forces cremation with Jardin du Souvenir dispersion on a Jardin du souvenir', () => {
    const { plot, reads } = plotWith({ type: 'Jardin du souvenir' });
    const out = written(run('occupant.create', { id: uid(), emplacementId: plot.id, modeSepulture: 'inhumation' }, { reads }));
    expect(out.modeSepulture).toBe('cremation');
    expect(out.cremation).toMatchObject({ destinationUrneCendre: 'dispersionJardin' });
  });

  it('checks the cremation dates against the death (spec 001 §5), at the precision known', () => {
    const { plot, reads } = plotWith();
    const make = (dateDeces: unknown, cremation: Record<string, unknown>) =>
      run('occupant.create', { id: uid(), emplacementId: plot.id, modeSepulture: 'cremation', dateDeces, cremation }, { reads });
    expect(rejection(make(deces(10, 3, 2020), { dateCremation: '2020-03-09' }))).toBe(MSG_CREMATION_AVANT_DECES);
    expect(rejection(make(deces(10, 3, 2020), { dateCremation: '2020-03-10' }))).toBe(MSG_CREMATION_AVANT_DECES);
    expect(make(deces(10, 3, 2020), { dateCremation: '2020-03-11' }).status).toBe('applied');
    expect(make(deces(null, 3, 2020), { dateCremation: '2020-03-01' }).status).toBe('applied');
    expect(rejection(make(deces(null, 3, 2020), { dateCremation: '2020-02-28' }))).toBe(MSG_CREMATION_AVANT_DECES);
    expect(rejection(make(deces(null, null, 2020), { dateCremation: '2019-12-31' }))).toBe(MSG_CREMATION_AVANT_DECES);
    expect(make(null, { dateCremation: '1900-01-01' }).status).toBe('applied');
    expect(rejection(make(deces(10, 3, 2020), { dateCremation: '2020-03-12', dateDispersion: '2020-03-11' }))).toBe(MSG_DISPERSION_AVANT_CREMATION);
    expect(make(deces(10, 3, 2020), { dateCremation: '2020-03-12', dateDispersion: '2020-03-12' }).status).toBe('applied');
    expect(rejection(make(deces(10, 3, 2020), { dateDispersion: '2020-03-10' }))).toBe(MSG_DISPERSION_AVANT_DECES);
  });

  it('validates the fields: partial dates, criteria without blanks or duplicates', () => {
    const { plot, reads } = plotWith();
    const make = (extra: Record<string, unknown>) => run('occupant.create', { id: uid(), emplacementId: plot.id, ...extra }, { reads });
    expect(rejection(make({ dateDeces: deces(31, 2, 2020) }))).toMatch(/n’existe pas/);
    expect(rejection(make({ dateDeces: deces(1, 13, 2020) }))).toMatch(/Mois invalide/);
    expect(rejection(make({ criteresSpecifiques: ['Militaire', 'Militaire'] }))).toMatch(/déjà présent/);
    expect(rejection(make({ criteresSpecifiques: ['  '] }))).toMatch(/vide/);
    expect(written(make({ criteresSpecifiques: ['Mort pour la France', 'Maire du village'] })).criteresSpecifiques).toEqual(['Mort pour la France', 'Maire du village']);
    expect(rejection(make({ civilite: 'X' }))).toMatch(/Civilité/);
  });
});

describe('compareWithPartial', () => {
  it.each([
    ['2020-03-10', deces(10, 3, 2020), 0],
    ['2020-03-09', deces(10, 3, 2020), -1],
    ['2020-04-01', deces(null, 3, 2020), 1],
    ['2020-03-31', deces(null, 3, 2020), 0],
    ['2021-01-01', deces(null, null, 2020), 1],
    ['2021-01-01', deces(5, 5, null), null],
  ] as const)('%s vs %j → %s', (date, partial, expected) => {
    expect(compareWithPartial(date, partial)).toBe(expected);
  });
});

describe('occupant.update / delete', () => {
  const occupant = (locationId: string, extra: Record<string, unknown> = {}) =>
    row({ emplacementId: uid(), locationId, nom: 'Durand', dateDeces: deces(1, 1, 2000), cremation: null, modeSepulture: 'inhumation', etat: 'present', ...extra });

  it('writes the fields given and checks the merged record', () => {
    const loc = location();
    const o = occupant(loc.id);
    expect(written(run('occupant.update', { id: o.id, prenom: 'Luc' }, { row: o, reads: { location: loc } }, { prenom: null }))).toMatchObject({ nom: 'Durand', prenom: 'Luc' });
    expect(rejection(run('occupant.update', { id: o.id, modeSepulture: 'cremation', cremation: { dateCremation: '1999-12-31' } }, { row: o, reads: { location: loc } }))).toBe(MSG_CREMATION_AVANT_DECES);
  });

  it('refuses changes on an archived concession, or to a deleted deceased', () => {
    const loc = location({ isArchived: true });
    const o = occupant(loc.id);
    expect(rejection(run('occupant.update', { id: o.id, prenom: 'Luc' }, { row: o, reads: { location: loc } }))).toBe(MSG_LOCATION_ARCHIVED);
    expect(rejection(run('occupant.delete', { id: o.id }, { row: o, reads: { location: loc } }))).toBe(MSG_LOCATION_ARCHIVED);
    const gone = occupant(location().id, { deletedAt: '2026-01-01T00:00:00.000Z' });
    expect(rejection(run('occupant.update', { id: gone.id, prenom: 'Luc' }, { row: gone }))).toBe(MSG_OCCUPANT_MISSING);
  });

  it('delete is a tombstone', () => {
    const loc = location();
    const o = occupant(loc.id);
    expect(written(run('occupant.delete', { id: o.id }, { row: o, reads: { location: loc } }))).toMatchObject({ id: o.id, nom: 'Durand', deletedAt: ctx.now });
    expect(rejection(run('occupant.delete', { id: o.id }, { row: null }))).toBe(MSG_OCCUPANT_MISSING);
  });
});

describe('occupant.move (spec 001 §4 Moving a deceased)', () => {
  it('moves to the target plot and its current concession', () => {
    const from = location();
    const o = row({ emplacementId: from.emplacementId, locationId: from.id, etat: 'present' });
    const target = emplacement();
    const targetLoc = location({ emplacementId: target.id });
    const reads = { location: from, target, targetLocations: [targetLoc] };
    const out = written(run('occupant.move', { id: o.id, emplacementId: target.id }, { row: o, reads }, { emplacementId: from.emplacementId, locationId: from.id }));
    expect(out).toMatchObject({ emplacementId: target.id, locationId: targetLoc.id });
  });

  it("says 'veuillez rechercher un emplacement' without a target", () => {
    const o = row({ emplacementId: uid(), locationId: uid() });
    expect(rejection(run('occupant.move', { id: o.id }, { row: o }))).toBe(MSG_MOVE_NO_TARGET);
    expect(rejection(run('occupant.move', { id: o.id, emplacementId: '' }, { row: o }))).toBe(MSG_MOVE_NO_TARGET);
    expect(rejection(run('occupant.move', { id: o.id, emplacementId: uid() }, { row: o, reads: { target: null } }))).toBe(MSG_MOVE_NO_TARGET);
  });

  it('refuses the same plot, and a target without a current concession', () => {
    const plot = emplacement();
    const o = row({ emplacementId: plot.id, locationId: uid() });
    expect(rejection(run('occupant.move', { id: o.id, emplacementId: plot.id }, { row: o, reads: { target: plot, targetLocations: [] } }))).toBe(MSG_MOVE_SAME_PLOT);
    const empty = emplacement();
    expect(rejection(run('occupant.move', { id: o.id, emplacementId: empty.id }, { row: o, reads: { target: empty, targetLocations: [] } }))).toBe(MSG_NO_CURRENT_LOCATION);
  });
});
