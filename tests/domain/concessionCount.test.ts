import { describe, expect, it } from 'vitest';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import { EMPTY_FILTERS, joinLists } from '../../src/domain/filters';
import { buildPlanPlots, planStatistics } from '../../src/domain/plan';
import { concessionsListed, countConcessions, isCountedConcession } from '../../src/domain/rules/concessionCount';

/** Issue 14: the plan counted 1,379 concessions and the list 1,385; one rule now gives both numbers. */

const TODAY = '2026-11-22';
const row = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function plot(id: string): Emplacement {
  return {
    ...row, id, carre: 'A', allee: '1', numero: id, libelle: null, surface: 2, preReservation: false, notes: null, typeOccupation: null,
    geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]] }, posX: null, posY: null, zone: null, uid: null, adresse: null,
  };
}

function loc(id: string, emplacementId: string, over: Partial<Location> = {}): Location {
  return {
    ...row, id, emplacementId, famille: 'Dupont', numero: '1', type: 'Concession', typeConcession: 'Familiale', duree: 30,
    perpetuelle: false, dateDebut: '2000-01-01', dateFin: '2030-01-01', dateOriginelle: null, nbPlaces: 3, etatAbandon: null,
    facture: null, notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: null, exclus: [], champsSupp: null, ...over,
  };
}

// p1 holds a concession and an archived earlier one; p2 only an archived one (free again); p3 is free;
// p4 holds an expired concession; a deleted concession on p3 counts nowhere.
const source = {
  emplacements: [plot('p1'), plot('p2'), plot('p3'), plot('p4')],
  locations: [
    loc('l1', 'p1'),
    loc('l1old', 'p1', { isArchived: true, archivedAt: '2001-01-01T00:00:00Z', dateDebut: '1970-01-01', dateFin: '2000-01-01' }),
    loc('l2old', 'p2', { isArchived: true, archivedAt: '2020-01-01T00:00:00Z' }),
    loc('l3gone', 'p3', { deletedAt: '2026-01-01T00:00:00Z' }),
    loc('l4', 'p4', { dateDebut: '1990-01-01', dateFin: '2020-01-01' }),
  ],
  occupants: [],
  contacts: [],
  travaux: [],
  procedures: [],
};

describe('isCountedConcession (spec 001 §3 concession.total)', () => {
  it.each([
    ['libre', false],
    ['archivee', false],
    ['en_cours', true],
    ['echue', true],
    ['a_renouveler', true],
    ['pleine', true],
    ['abandon_en_cours', true],
    ['equipements', true],
    ['manque_donnee', true],
  ] as const)('%s → %s', (code, counted) => {
    expect(isCountedConcession({ status: { code } })).toBe(counted);
  });

  it('an archived concession keeps its own status but is not counted', () => {
    expect(isCountedConcession({ status: { code: 'echue' }, location: { isArchived: true } })).toBe(false);
    expect(isCountedConcession({ status: { code: 'echue' }, location: { isArchived: false } })).toBe(true);
  });
});

describe('one number for the plan and the concessions list', () => {
  const lists = joinLists(source, TODAY);
  const plots = buildPlanPlots({ emplacements: source.emplacements, locations: source.locations, occupants: [], procedures: [], contacts: [] }, TODAY);

  it('the plan statistics and the list count the same concessions', () => {
    expect(planStatistics(plots).concession.total).toBe(2);
    expect(concessionsListed(lists.concessions, EMPTY_FILTERS)).toHaveLength(2);
    expect(countConcessions(lists.concessions)).toBe(2);
  });

  it('the list shows the archived concessions only when the Archivée filter asks for them', () => {
    expect(concessionsListed(lists.concessions, EMPTY_FILTERS).map((r) => r.id).sort()).toEqual(['l1', 'l4']);
    expect(concessionsListed(lists.concessions, { statuts: ['archivee'] }).map((r) => r.id).sort()).toEqual(['l1', 'l1old', 'l2old', 'l4']);
  });
});
