import { describe, expect, it } from 'vitest';
import { MSG_STEPS } from '../../src/domain/procedures/messages';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { concessionStatus } from '../../src/domain/rules/concessionStatus';
import type { Location } from '../../src/domain/entities/location';
import { context, OCCUPANT_DEFAULTS, outcome, pid, tarifFields, V, world } from './procedureKit';

/** Rétrocession (spec 002 §2, §3, §5; LAW.md: empty, asked by the holder, council agreement, refund less the CCAS third). */

// 30 years from 01/01/2010 to 01/01/2040, price 600; on 01/01/2025, 5,478 of 10,957 days are left: 299.97.
function setup(options: { ccas?: Record<string, unknown>; location?: Record<string, unknown>; occupied?: boolean } = {}) {
  const w = world({ duree: 30, dateDebut: '2010-01-01', dateFin: '2040-01-01', prix: 600, ...options.location });
  w.c.put('tarifs', tarifFields({ duree: 30, tarifFixe: 600, dateApplication: '2005-01-01', ...options.ccas }));
  if (options.occupied) w.c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: w.plot.id, locationId: w.loc.id });
  const ctx = context('2025-06-01');
  const id = pid();
  const retro = (champs: Record<string, unknown> = {}) =>
    w.c.run('procedure.start', {
      id, kind: 'retrocession', emplacementId: w.plot.id, locationId: w.loc.id,
      etape: { etape: 1, champs: { dateRetrocession: '2025-01-01', prixConcessionInitiale: 600, accordConseilMunicipal: true, demandeeTitulaire: true, ...V, ...champs } },
    }, ctx);
  return { ...w, id, retro };
}

describe('rétrocession', () => {
  it.each([
    ['no CCAS share', {}, 299.97],
    ['a CCAS third paid: two thirds of the prorata', { isCCASTier: true }, 199.98],
    ['a 20 % CCAS share kept back', { ccas: 20 }, 239.98],
  ])('refunds pro rata of the time left, %s, and ends the concession (the plot is free)', (_l, ccas, refund) => {
    const { c, loc, id, retro } = setup({ ccas });
    expect(outcome(retro())).toBe('applied');
    expect(c.get('procedures', id)?.data).toMatchObject({ prorata: 299.97, montantRembourser: refund });
    const after = c.get('locations', loc.id) as unknown as Location;
    expect(after).toMatchObject({ isArchived: true, archivedAt: '2025-06-01T10:00:00.000Z' });
    expect(concessionStatus({ location: after, today: '2025-06-01' }).code).toBe('archivee');
  });

  it.each([
    ['no council agreement', { accordConseilMunicipal: false }, MSG_STEPS.retroAccord],
    ['the agreement unanswered', { accordConseilMunicipal: null }, MSG_STEPS.retroAccord],
    ['not asked by the holder', { demandeeTitulaire: false }, MSG_STEPS.retroTitulaire],
    ['no initial price', { prixConcessionInitiale: null }, MSG_STEPS.prixInitial],
    ['dated today', { dateRetrocession: '2025-06-01' }, 'applied'],
  ])('%s', (_l, champs, expected) => {
    expect(outcome(setup().retro(champs))).toBe(expected);
  });

  it('refuses an occupied concession and after expiry', () => {
    expect(outcome(setup({ occupied: true }).retro())).toBe(MSG_PROCEDURES.retroOccupee);
    const expired = setup({ location: { duree: 15, dateFin: '2025-01-01' } });
    expect(outcome(expired.retro({ dateRetrocession: '2025-01-02' }))).toBe(MSG_STEPS.retroEchue);
    expect(outcome(setup({ location: { duree: 15, dateFin: '2025-01-01' } }).retro({ dateRetrocession: '2025-01-01' }))).toBe('applied');
  });

  it('a perpetual concession: the amount fixed by the council is required', () => {
    const s = setup({ location: { perpetuelle: true, duree: null, dateFin: null } });
    expect(outcome(s.retro())).toBe(MSG_STEPS.retroMontantPerpetuelle);
    expect(outcome(s.retro({ montantRembourser: 150 }))).toBe('applied');
    expect(s.c.get('procedures', s.id)?.data).toMatchObject({ montantRembourser: 150 });
  });
});
