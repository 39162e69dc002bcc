import { describe, expect, it } from 'vitest';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { MSG_STEPS } from '../../src/domain/procedures/messages';
import { renewalDurations, renewalQuote } from '../../src/domain/procedures/renouvellement';
import { engineContext } from '../../src/domain/mutations/procedureState';
import { MSG_VALIDATION_REQUISE } from '../../src/domain/wizards/validation';
import { context, outcome, pid, tarifFields, V, world } from './procedureKit';
import { USER } from './mutationsKit';

/** Renewal (spec 002 §2, §4, §5, §9; LAW.md: tariff at expiry, new term from expiry, CE 2007; L2223-15). */

function setup(today = '2026-06-01', location: Record<string, unknown> = {}) {
  const w = world(location);
  // The tariff in force at expiry (01/03/2025), then a dearer one from 2026: the renewal takes the first.
  w.c.put('tarifs', tarifFields({ dateApplication: '2020-01-01', tarifRenouv: 350 }));
  w.c.put('tarifs', tarifFields({ dateApplication: '2026-01-01', tarifRenouv: 500 }));
  const ctx = context(today);
  const start = (etape?: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const id = pid();
    const d = w.c.run('procedure.start', { id, kind: 'renouvellement', emplacementId: w.plot.id, locationId: w.loc.id, ...(etape ? { etape } : {}), ...extra }, ctx);
    return { id, d };
  };
  return { ...w, ctx, start };
}

const renew = (champs: Record<string, unknown>) => ({ etape: 1, champs: { dateRenouvellement: '2026-05-20', nouvelleDuree: 15, ...V, ...champs } });

describe('renouvellement, step 1 (Renouveler)', () => {
  it('prices at the tariff in force on the expiry date and runs the new term from the expiry date (L2223-15, CE 2007)', () => {
    const { c, loc, start } = setup();
    const { id, d } = start(renew({}), { notificationId: pid() });
    expect(outcome(d)).toBe('applied');
    expect(c.get('locations', loc.id)).toMatchObject({ dateDebut: '2025-03-01', dateFin: '2040-03-01', duree: 15, prix: 350, dateOriginelle: '2010-03-01' });
    expect(c.get('procedures', id)).toMatchObject({ etat: 1, dateDebut: '2026-05-20', dateFin: '2026-05-20', data: { ancienneDateFin: '2025-03-01', prix: 350, nouvelleDateFin: '2040-03-01' } });
  });

  it('renews for perpetuity at the perpetual tariff of the expiry date', () => {
    const { c, loc, start } = setup();
    c.put('tarifs', tarifFields({ duree: null, perpetuelle: true, tarifRenouv: 2000, dateApplication: '2015-01-01' }));
    expect(outcome(start(renew({ nouvelleDuree: null, perpetuelle: true })).d)).toBe('applied');
    expect(c.get('locations', loc.id)).toMatchObject({ perpetuelle: true, dateFin: null, duree: null, prix: 2000 });
  });

  it.each([
    ['the final checkbox unticked', { valide: false }, MSG_VALIDATION_REQUISE],
    ['no duration', { nouvelleDuree: null }, MSG_STEPS.dureeInvalide],
    ['a date after today', { dateRenouvellement: '2026-06-02' }, MSG_STEPS.dateFuture],
    ['a date before the concession started', { dateRenouvellement: '2009-01-01' }, 'La date ne peut pas être antérieure au début de la concession (01/03/2010).'],
    ['more than five years before the end (the day before)', { dateRenouvellement: '2020-02-29' }, MSG_PROCEDURES.renouvTropTot],
    ['before expiry with no burial asked for', { dateRenouvellement: '2025-03-01' }, MSG_PROCEDURES.renouvAnticipe],
    ['a duration with no tariff at expiry', { nouvelleDuree: 30 }, 'Aucun tarif trouvé pour la date 01/03/2025'],
    ['100 years after 1959 (ordonnance 59-33)', { nouvelleDuree: 100 }, MSG_STEPS.dureeInvalide],
  ])('refuses %s and changes nothing', (_l, champs, message) => {
    const { c, loc, start } = setup();
    const { id, d } = start(renew(champs));
    expect(outcome(d)).toBe(message);
    expect(c.get('procedures', id)).toBeUndefined();
    expect(c.get('locations', loc.id)).toEqual(loc);
  });

  it('allows an early renewal for a burial, exactly five years before the end, still from the expiry date', () => {
    const { c, loc, start } = setup('2020-03-01');
    expect(outcome(start(renew({ dateRenouvellement: '2020-03-01', inhumationDemandee: true })).d)).toBe('applied');
    expect(c.get('locations', loc.id)).toMatchObject({ dateDebut: '2025-03-01', dateFin: '2040-03-01', prix: 350 });
  });

  it('refuses a renewal dated on the second anniversary of expiry, allows the day before (L2223-15)', () => {
    const late = setup('2027-01-01');
    const { id } = late.start();
    const ctx = context('2027-06-01');
    expect(outcome(late.c.run('procedure.recordStep', { id, ...renew({ dateRenouvellement: '2027-03-01' }) }, ctx))).toBe(MSG_PROCEDURES.renouvTropTard);
    expect(outcome(late.c.run('procedure.recordStep', { id, ...renew({ dateRenouvellement: '2027-02-28' }) }, ctx))).toBe('applied');
  });

  it('no tariff: the spec message, the draft for « Voulez vous sauvegarder ce tarif ? », then tarif.create makes the renewal possible', () => {
    const { c, loc, plot, start, ctx } = setup();
    const engine = engineContext(c.state('procedure.start', { id: pid(), kind: 'renouvellement', emplacementId: plot.id, locationId: loc.id }) ?? { row: null, reads: {} }, ctx);
    const quote = renewalQuote(engine, { nouvelleDuree: 30, perpetuelle: false, surfaceClasse: null, parMetreCarre: false });
    expect(quote).toEqual({
      ok: false, message: 'Aucun tarif trouvé pour la date 01/03/2025',
      tarifDraft: { typeEmplacement: 'Concession', duree: 30, perpetuelle: false, surface: 1, parMetreCarre: false, dateApplication: '2025-03-01' },
    });
    expect(renewalDurations(engine).filter((o) => o.tarif).map((o) => o.duree)).toEqual([15]);
    if (quote.ok || !quote.tarifDraft) throw new Error('draft expected');
    expect(outcome(c.run('tarif.create', { id: pid(), ...quote.tarifDraft, tarifFixe: 800, tarifRenouv: 700 }, ctx))).toBe('applied');
    expect(outcome(start(renew({ nouvelleDuree: 30 })).d)).toBe('applied');
    expect(c.get('locations', loc.id)).toMatchObject({ dateFin: '2055-03-01', duree: 30, prix: 700 });
  });
});

describe('renouvellement, step 0 (letters) and order', () => {
  it('records the letters as the L2223-15 information, may redo them, then renews; nothing after the end', () => {
    const { c, loc, start, ctx } = setup();
    const { id, d } = start({ etape: 0, champs: { dateCourrier: '2026-04-01', ...V } });
    expect(outcome(d)).toBe('applied');
    expect(c.get('locations', loc.id)?.champsSupp).toEqual({ informationRenouvellement: { date: '2026-04-01', moyens: ['courrier'] } });
    expect(c.get('procedures', id)).toMatchObject({ etat: 0, dateFin: null });
    expect(outcome(c.run('procedure.recordStep', { id, etape: 0, champs: { dateCourrier: '2026-05-01', ...V } }, ctx))).toBe('applied');
    expect(outcome(c.run('procedure.recordStep', { id, ...renew({ dateRenouvellement: '2026-04-15' }) }, ctx))).toBe("La date ne peut pas être antérieure à celle de l'étape précédente (01/05/2026).");
    expect(outcome(c.run('procedure.recordStep', { id, ...renew({}) }, ctx))).toBe('applied');
    expect(outcome(c.run('procedure.recordStep', { id, etape: 0, champs: { dateCourrier: '2026-05-25', ...V } }, ctx))).toBe(MSG_STEPS.procedureTerminee);
  });

  it('the first renewal of a user creates the « Première … » notification at step 1 only, once', () => {
    const { c, start, ctx } = setup();
    const n1 = pid();
    const { id } = start({ etape: 0, champs: { dateCourrier: '2026-04-01', ...V } }, { notificationId: n1 });
    expect(c.all('notifications')).toEqual([]);
    expect(outcome(c.run('procedure.recordStep', { id, ...renew({}), notificationId: n1 }, ctx))).toBe('applied');
    expect(c.all('notifications')).toMatchObject([{ id: n1, titre: 'Première procédure de renouvellement', userId: USER, criticite: 'principale', dateLue: null }]);
  });

  it('a second renewal of the same kind under way on the plot is refused', () => {
    const { start } = setup();
    expect(outcome(start().d)).toBe('applied');
    expect(outcome(start().d)).toBe(MSG_STEPS.dejaEnCours);
  });
});
