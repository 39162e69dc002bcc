import { describe, expect, it } from 'vitest';
import { burialCheck, capacityRefusal, msgConcessionPleine } from '../../src/domain/rules/burialCapacity';
import { ctx, emplacement, location, rejection, row, run, uid } from './mutationsKit';

/** Issue 28, 'A full concession takes another coffin without a word': one row per rule, with its source. */

const TODAY = '2026-11-22';

describe('burialCheck (issue 28; spec 001 §4 occupancy, §5 capacity indicative, §9 capacity text)', () => {
  it.each<[string, Record<string, unknown>, number, { pleine: boolean; echeance: RegExp | null }]>([
    ['spec 001 §9: 3 places, 3 present: full', { nbPlaces: 3, dateFin: '2040-01-01' }, 3, { pleine: true, echeance: null }],
    ['spec 001 §9: 3 places, 2 present: one place left', { nbPlaces: 3, dateFin: '2040-01-01' }, 2, { pleine: false, echeance: null }],
    ['spec 001 §5: capacity unknown is never full', { nbPlaces: null, dateFin: '2040-01-01' }, 9, { pleine: false, echeance: null }],
    ['spec 001 §5: capacity 0 (not filled in) is never full', { nbPlaces: 0, dateFin: '2040-01-01' }, 1, { pleine: false, echeance: null }],
    ['spec 001 §2: an ossuary is commune equipment, no capacity', { type: 'Ossuaire', nbPlaces: 1 }, 40, { pleine: false, echeance: null }],
    ['L2223-15: ended less than two years ago says so', { nbPlaces: 4, dateFin: '2025-06-01' }, 1, { pleine: false, echeance: /arrivée à échéance le 01\/06\/2025/ }],
    ['L2223-15: ended over two years ago, échue, says so', { nbPlaces: 3, dateFin: '2023-03-01' }, 3, { pleine: true, echeance: /échue depuis le 01\/03\/2023/ }],
    ['perpetual: never expired', { nbPlaces: 2, perpetuelle: true, dateFin: null }, 0, { pleine: false, echeance: null }],
  ])('%s', (_rule, loc, presents, expected) => {
    const check = burialCheck({ type: 'Concession', perpetuelle: false, duree: 30, ...loc } as never, presents, TODAY);
    expect(check.pleine).toBe(expected.pleine);
    if (expected.echeance) expect(check.echeance).toMatch(expected.echeance);
    else expect(check.echeance).toBeNull();
  });

  it.each<[string, unknown, boolean]>([
    ['no confirmation', undefined, true],
    ['confirmation with a reason', { confirme: true, motif: 'Urne du conjoint, accord de la famille' }, false],
    ['confirmation with a blank reason', { confirme: true, motif: '  ' }, true],
  ])('a full concession refuses a burial with %s', (_case, depassement, refused) => {
    const check = burialCheck({ type: 'Concession', nbPlaces: 3, dateFin: '2040-01-01' } as never, 3, TODAY);
    expect(capacityRefusal(check, depassement as never) !== null).toBe(refused);
  });
});

describe('occupant.create keeps the capacity (issue 28)', () => {
  const full = () => {
    const plot = emplacement();
    const loc = location({ emplacementId: plot.id, nbPlaces: 3, dateFin: '2023-03-01', duree: 30, perpetuelle: false, champsSupp: null });
    const present = (etat = 'present') => row({ emplacementId: plot.id, locationId: loc.id, etat });
    return { plot, loc, reads: { emplacement: plot, locations: [loc], occupants: [present(), present(), present()] } };
  };

  it('refuses a fourth deceased in a concession of 3 places without confirmation, in French', () => {
    const { plot, reads } = full();
    expect(rejection(run('occupant.create', { id: uid(), emplacementId: plot.id, nom: 'Quatrième' }, { reads }))).toBe(msgConcessionPleine(3, 3));
  });

  it('counts only the deceased present: an exhumed, reduced or reunited one frees its place (spec 001 §4)', () => {
    const { plot, loc, reads } = full();
    for (const etat of ['exhume', 'reduit', 'reuni']) {
      const occupants = [...reads.occupants.slice(0, 2), row({ emplacementId: plot.id, locationId: loc.id, etat })];
      expect(run('occupant.create', { id: uid(), emplacementId: plot.id }, { reads: { ...reads, occupants } }).status).toBe('applied');
    }
  });

  it('accepts it with the confirmation and records the reason on the concession, by the same mutation', () => {
    const { plot, loc, reads } = full();
    const id = uid();
    const decision = run('occupant.create', { id, emplacementId: plot.id, depassementCapacite: { confirme: true, motif: 'Urne du conjoint' } }, { reads });
    if (decision.status !== 'applied') throw new Error(JSON.stringify(decision));
    const locWrite = decision.writes.find((w) => w.table === 'locations');
    expect(locWrite?.id).toBe(loc.id);
    expect((locWrite?.row.champsSupp as Record<string, unknown>).depassementsCapacite).toEqual([
      { occupantId: id, date: ctx.today, motif: 'Urne du conjoint', capacite: 3, presents: 3, userId: ctx.userId },
    ]);
  });

  it('refuses a confirmation without reason (schema), and records nothing for a concession not full', () => {
    const { plot, reads } = full();
    expect(rejection(run('occupant.create', { id: uid(), emplacementId: plot.id, depassementCapacite: { confirme: true, motif: '' } }, { reads }))).toMatch(/motif/);
    const notFull = { ...reads, occupants: reads.occupants.slice(0, 2) };
    const decision = run('occupant.create', { id: uid(), emplacementId: plot.id, depassementCapacite: { confirme: true, motif: 'par précaution' } }, { reads: notFull });
    expect(decision.status === 'applied' && decision.writes.map((w) => w.table)).toEqual(['occupants']);
  });
});

describe('occupant.move keeps the capacity of the target concession (issue 28: no way round the rule)', () => {
  const world = (etat = 'present') => {
    const from = emplacement();
    const fromLoc = location({ emplacementId: from.id });
    const to = emplacement();
    const toLoc = location({ emplacementId: to.id, nbPlaces: 2, perpetuelle: true, duree: null, dateFin: null, champsSupp: null });
    const moved = row({ emplacementId: from.id, locationId: fromLoc.id, etat });
    const there = [row({ emplacementId: to.id, locationId: toLoc.id, etat: 'present' }), row({ emplacementId: to.id, locationId: toLoc.id, etat: 'present' })];
    return { to, toLoc, moved, state: { row: moved, reads: { location: fromLoc, target: to, targetLocations: [toLoc], targetOccupants: there } } };
  };

  it.each<[string, string, Record<string, unknown> | undefined, 'rejected' | 'applied', string[]]>([
    ['a present deceased into a full concession, without confirmation', 'present', undefined, 'rejected', []],
    ['a present deceased into a full concession, confirmed with its reason', 'present', { confirme: true, motif: 'Erreur de registre corrigée' }, 'applied', ['occupants', 'locations']],
    ['an exhumed record, which takes no place', 'exhume', undefined, 'applied', ['occupants']],
  ])('%s', (_, etat, depassementCapacite, status, tables) => {
    const { to, moved, state } = world(etat);
    const decision = run('occupant.move', { id: moved.id, emplacementId: to.id, ...(depassementCapacite ? { depassementCapacite } : {}) }, state);
    expect(decision.status).toBe(status);
    if (decision.status === 'rejected') expect(rejection(decision)).toBe(msgConcessionPleine(2, 2));
    else expect(decision.status === 'applied' && decision.writes.map((w) => w.table)).toEqual(tables);
  });
});
