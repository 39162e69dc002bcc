import { describe, expect, it } from 'vitest';
import { MSG_FICHIERS_REQUIS, MSG_VALIDATION_REQUISE } from '../../src/domain/wizards/validation';
import { countPresent } from '../../src/domain/rules/concessionStatus';
import { ctx, emplacement, location, rejection, row, run, uid } from './mutationsKit';

const SHA = 'a'.repeat(64);
const occupant = (fields: Record<string, unknown> = {}) =>
  row({ emplacementId: uid(), locationId: uid(), nom: 'Martin', prenom: 'Jean', etat: 'present', modeSepulture: 'inhumation', cremation: null, ...fields });

function exhume(o: ReturnType<typeof occupant>, args: Record<string, unknown>, reads: Record<string, unknown> = {}) {
  return run('exhumation.create', { id: uid(), occupantId: o.id, typeDemande: 'famille', valide: true, date: '2026-11-01', ...args }, { reads: { occupant: o, ...reads } as never });
}

function occupantAfter(decision: ReturnType<typeof exhume>) {
  if (decision.status !== 'applied') throw new Error(JSON.stringify(decision));
  return decision.writes.find((w) => w.table === 'occupants')?.row as Record<string, unknown>;
}

describe('exhumation.create effects (spec 001 §4)', () => {
  it.each([
    ['same concession', { destinationCorps: 'memeConcession' }, 'present', 1],
    ['ashes inhumed in the sepulchre', { destinationCorps: 'cremation', destinationCendres: 'inhumation' }, 'present', 1],
    ['ashes sealed on the monument', { destinationCorps: 'cremation', destinationCendres: 'scellement' }, 'present', 1],
    ['a future date', { destinationCorps: 'autreCimetiere', date: '2027-01-01', autreCimetiere: { commune: 'Lyon', acteConcession: SHA, autorisationEntree: SHA } }, 'present', 1],
    ['another cemetery', { destinationCorps: 'autreCimetiere', autreCimetiere: { commune: 'Lyon', acteConcession: SHA, autorisationEntree: SHA } }, 'exhume', 0],
    ['cremation, ashes dispersed', { destinationCorps: 'cremation', destinationCendres: 'dispersionNature' }, 'exhume', 0],
  ])('%s: etat %s, occupancy %i', (_label, args, etat, occupancy) => {
    const o = occupant();
    const after = occupantAfter(exhume(o, args));
    expect(after.etat).toBe(etat);
    expect(countPresent([after as { etat: string }])).toBe(occupancy);
    expect(after.dateExhumation).toBe((args as { date?: string }).date ?? '2026-11-01');
  });

  it('another plot of this cemetery moves the deceased there (one place fewer here)', () => {
    const o = occupant();
    const target = emplacement();
    const targetLoc = location({ emplacementId: target.id });
    const after = occupantAfter(exhume(o, { destinationCorps: 'autreConcession', destinationEmplacementId: target.id }, { target, targetLocations: [targetLoc] }));
    expect(after).toMatchObject({ etat: 'present', emplacementId: target.id, locationId: targetLoc.id });
  });

  it.each([
    [{ destinationCorps: 'memeConcession', valide: false }, MSG_VALIDATION_REQUISE],
    [{ destinationCorps: 'autreCimetiere', autreCimetiere: { commune: 'Lyon', acteConcession: null, autorisationEntree: SHA } }, MSG_FICHIERS_REQUIS],
    [{ destinationCorps: 'autreConcession' }, 'veuillez rechercher un emplacement'],
    [{ destinationCorps: 'memeConcession', typeDemande: 'justice', tribunalOuService: 'TGI Lyon' }, 'Le tribunal et le nom du juge sont obligatoires.'],
  ])('refuses %j', (args, message) => {
    expect(rejection(exhume(occupant(), args))).toBe(message);
  });

  it('refuses a deceased already exhumed, or missing', () => {
    expect(rejection(exhume(occupant({ etat: 'exhume' }), { destinationCorps: 'memeConcession' }))).toBe('Ce défunt a déjà été exhumé.');
    expect(rejection(run('exhumation.create', { id: uid(), occupantId: uid(), typeDemande: 'famille', destinationCorps: 'memeConcession', valide: true }, { reads: { occupant: null } }))).toBe('Défunt introuvable');
  });

  it('writes the exhumation row with the context', () => {
    const o = occupant();
    const decision = exhume(o, { destinationCorps: 'memeConcession' });
    if (decision.status !== 'applied') throw new Error('not applied');
    expect(decision.writes[0]).toMatchObject({ table: 'exhumations', row: { occupantId: o.id, emplacementId: o.emplacementId, deplacerCorps: false } });
    expect(ctx.today).toBe('2026-11-22');
  });
});

describe('reduction.create (spec 001 §4 réduction / réunion)', () => {
  it('a réduction frees the reduced body (occupancy -1)', () => {
    const o = occupant();
    const decision = run('reduction.create', { id: uid(), occupantId: o.id, type: 'reduction de corps', destination: 'urne après crémation', valide: true }, { reads: { occupant: o } });
    if (decision.status !== 'applied') throw new Error(JSON.stringify(decision));
    const occ = decision.writes.filter((w) => w.table === 'occupants').map((w) => w.row as unknown as { etat: string });
    expect(countPresent([...occ])).toBe(0);
    expect(decision.writes[0]?.row).toMatchObject({ type: 'reduction de corps', destination: 'urne après crémation' });
  });

  it('a réunion drops occupancy by the number reunited and forces the bone box', () => {
    const o = occupant();
    const a = occupant({ locationId: o.locationId, nom: 'A' });
    const b = occupant({ locationId: o.locationId, nom: 'B' });
    const decision = run(
      'reduction.create',
      { id: uid(), occupantId: o.id, type: 'reunion de corps', destination: 'urne après crémation', reunis: [a.id, b.id], valide: true },
      { reads: { occupant: o, reuni0: a, reuni1: b } },
    );
    if (decision.status !== 'applied') throw new Error(JSON.stringify(decision));
    const before = countPresent([o, a, b] as never);
    const after = countPresent([o, ...decision.writes.filter((w) => w.table === 'occupants').map((w) => w.row)] as never);
    expect(before - after).toBe(2);
    expect(decision.writes[0]?.row).toMatchObject({ destination: 'reliquaire', reunionDefunts: { [a.id]: { nom: 'A', prenom: 'Jean' } } });
  });

  it('refuses a réunion without the others, another concession, or no validation', () => {
    const o = occupant();
    expect(rejection(run('reduction.create', { id: uid(), occupantId: o.id, type: 'reunion de corps', valide: true }, { reads: { occupant: o } }))).toBe('Choisissez le ou les défunts à réunir.');
    const far = occupant();
    expect(rejection(run('reduction.create', { id: uid(), occupantId: o.id, type: 'reunion de corps', reunis: [far.id], valide: true }, { reads: { occupant: o, reuni0: far } }))).toBe('Les défunts réunis doivent reposer dans la même concession.');
    expect(rejection(run('reduction.create', { id: uid(), occupantId: o.id, type: 'reduction de corps', valide: false }, { reads: { occupant: o } }))).toBe(MSG_VALIDATION_REQUISE);
  });
});
