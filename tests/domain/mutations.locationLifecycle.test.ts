import { describe, expect, it } from 'vitest';
import { MSG_PLOT_TAKEN, MSG_UNARCHIVE_TAKEN, MSG_INDIVIDUELLE_UNIQUE } from '../../src/domain/mutations/locationLifecycle';
import { NO_TARIF_MESSAGE } from '../../src/domain/tarifs/lookup';
import { ctx, emplacement, location, rejection, row, run, uid, written } from './mutationsKit';

function create(args: Record<string, unknown>, locations: unknown[] = [], tarifs: unknown[] = []) {
  const plot = emplacement();
  const id = uid();
  const decision = run('location.create', { id, emplacementId: plot.id, ...args }, { reads: { emplacement: plot, locations: locations as never, tarifs: tarifs as never } });
  return { decision, plot, id };
}

describe('location.create (spec 001 §4 plot assignment)', () => {
  it.each([
    ['Terrain commun', { duree: 30, nbPlaces: 4, typeConcession: 'Familiale', dateDebut: '2026-01-10' }, { duree: 5, nbPlaces: 1, typeConcession: 'Individuelle', dateFin: '2031-01-10' }],
    ['Caveau', { duree: 10, nbPlaces: 3, dateDebut: '2026-01-10' }, { nbPlaces: 1, dateFin: '2026-07-10', duree: null }],
    ['Ossuaire', { duree: 10, dateDebut: '2026-01-10' }, { duree: null, dateFin: null, typeConcession: null }],
    ['Concession', { duree: 30, nbPlaces: 3, typeConcession: 'Familiale', dateDebut: '2026-01-10' }, { duree: 30, nbPlaces: 3, dateFin: '2056-01-10' }],
    ['Concession', { duree: 0, dateDebut: '2026-01-10' }, { dateFin: null }],
    ['Concession', { perpetuelle: true, dateDebut: '2026-01-10' }, { dateFin: null, perpetuelle: true }],
  ])('%s %j gives %j', (type, args, expected) => {
    const { decision } = create({ type, ...args });
    if (decision.status !== 'applied') throw new Error(JSON.stringify(decision));
    expect(decision.writes[0]?.row).toMatchObject(expected);
  });

  it('creates the contacts in the same mutation, linked to the new concession', () => {
    const c1 = uid();
    const c2 = uid();
    const { decision, id } = create({
      type: 'Concession', typeConcession: 'Familiale', duree: 30, dateDebut: '2026-01-10', surface: 2.5,
      contacts: [{ id: c1, typeDeContact: 'Concessionnaire', nom: 'Martin' }, { id: c2, typeDeContact: 'Contact de secours', nom: 'Durand', civilite: 'F' }],
    });
    if (decision.status !== 'applied') throw new Error(JSON.stringify(decision));
    expect(decision.writes.map((w) => [w.table, w.id])).toEqual([['locations', id], ['contacts', c1], ['contacts', c2]]);
    // A holder typed without a civility is stored unknown, not Monsieur (issue 26).
    expect(decision.writes[1]?.row).toMatchObject({ locationId: id, nom: 'Martin', typeDeContact: 'Concessionnaire', decede: false, civilite: null });
    expect(decision.writes[2]?.row).toMatchObject({ civilite: 'F' });
  });

  it('prices from the replica tariffs, 0 when none (with NO_TARIF_MESSAGE shown by the form)', () => {
    const tarif = row({ typeEmplacement: 'Concession', parMetreCarre: false, tarifFixe: 450, tarifRenouv: null, duree: 30, perpetuelle: false, surface: 1, dateApplication: '2020-01-01', ccas: null, isCCASTier: false, archive: false });
    const priced = create({ type: 'Concession', duree: 30, dateDebut: '2026-01-10', surface: 2.5 }, [], [tarif]).decision;
    expect(priced.status === 'applied' && priced.writes[0]?.row.prix).toBe(450);
    const none = create({ type: 'Concession', duree: 15, dateDebut: '2026-01-10', surface: 2.5 }, [], [tarif]).decision;
    expect(none.status === 'applied' && none.writes[0]?.row.prix).toBe(0);
    expect(NO_TARIF_MESSAGE).toBe("Aucun tarif trouvé pour cette durée et ce type d'emplacement.");
  });

  it.each([
    ['Familiale', 2, 2],
    ['Collective', 2, 2],
    ['Honorifique', 2, 0],
    ['Non défini', 1, 0],
  ])('exclusion list for %s keeps %i → %i', (typeConcession, n, kept) => {
    const exclus = Array.from({ length: n }, (_, i) => ({ nom: `N${i}`, prenom: 'P', dateDeNaissance: null }));
    const out = written(create({ type: 'Concession', typeConcession, exclus }).decision);
    expect((out.exclus as unknown[]).length).toBe(kept);
  });

  it('Individuelle takes one person only', () => {
    const exclus = [{ nom: 'A', prenom: 'B' }, { nom: 'C', prenom: 'D' }];
    expect(rejection(create({ type: 'Concession', typeConcession: 'Individuelle', exclus }).decision)).toBe(MSG_INDIVIDUELLE_UNIQUE);
  });

  it('refuses a plot that already has a current concession', () => {
    expect(rejection(create({ type: 'Concession' }, [location({ isArchived: false })]).decision)).toBe(MSG_PLOT_TAKEN);
    expect(create({ type: 'Concession' }, [location({ isArchived: true })]).decision.status).toBe('applied');
  });
});

describe('location.update', () => {
  it('recomputes dateFin when the duration or start changes and names it in base fields', () => {
    const loc = location({ duree: 15, dateDebut: '2000-03-01', dateFin: '2015-03-01', perpetuelle: false });
    const out = written(run('location.update', { id: loc.id, duree: 30 }, { row: loc }, { duree: 15, dateFin: '2015-03-01' }));
    expect(out).toMatchObject({ duree: 30, dateFin: '2030-03-01' });
  });

  it('leaves dateFin alone for other fields', () => {
    const loc = location({ famille: 'A', dateFin: '2015-03-01' });
    expect(written(run('location.update', { id: loc.id, famille: 'Martin' }, { row: loc }, { famille: 'A' }))).toMatchObject({ famille: 'Martin', dateFin: '2015-03-01' });
  });
});

describe('location.archive / unarchive / delete (spec 001 §4 Archive)', () => {
  it('archives with the instant', () => {
    const loc = location();
    expect(written(run('location.archive', { id: loc.id }, { row: loc }, { isArchived: false, archivedAt: null }))).toMatchObject({ isArchived: true, archivedAt: ctx.now });
  });

  it('unarchives only when the plot has no current concession (nbLocations 0)', () => {
    const loc = location({ isArchived: true, archivedAt: '2020-01-01T00:00:00Z' });
    expect(written(run('location.unarchive', { id: loc.id }, { row: loc, reads: { locations: [loc] } }, { isArchived: true, archivedAt: loc.archivedAt }))).toMatchObject({ isArchived: false, archivedAt: null });
    const other = location({ emplacementId: loc.emplacementId, isArchived: false });
    expect(rejection(run('location.unarchive', { id: loc.id }, { row: loc, reads: { locations: [loc, other] } }))).toBe(MSG_UNARCHIVE_TAKEN);
  });

  it('deletes the concession and its contacts in one mutation', () => {
    const loc = location();
    const contact = row({ locationId: loc.id, nom: 'X' });
    const decision = run('location.delete', { id: loc.id }, { row: loc, reads: { contacts: [contact] } });
    if (decision.status !== 'applied') throw new Error('not applied');
    expect(decision.writes.map((w) => w.row.deletedAt)).toEqual([ctx.now, ctx.now]);
  });
});
