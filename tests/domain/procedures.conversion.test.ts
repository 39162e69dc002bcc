import { describe, expect, it } from 'vitest';
import { conversionDurations } from '../../src/domain/procedures/conversion';
import { procedureDef } from '../../src/domain/procedures/definitions';
import { stepWarnings } from '../../src/domain/procedures/engine';
import { MSG_STEPS } from '../../src/domain/procedures/messages';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { NO_TARIF_MESSAGE } from '../../src/domain/tarifs/lookup';
import type { Location } from '../../src/domain/entities/location';
import type { EngineContext } from '../../src/domain/procedures/types';
import { context, LOCATION_DEFAULTS, outcome, pid, tarifFields, V, world } from './procedureKit';

/** Conversion (spec 002 §2, §3, §5; CGCT L2223-16: longer only, the time left deducted, never after expiry). */

// A 30-year concession from 01/01/2010 to 01/01/2040, price 600; today 01/01/2025: half its term is left.
function setup(location: Record<string, unknown> = {}, today = '2025-01-01') {
  const w = world({ duree: 30, dateDebut: '2010-01-01', dateFin: '2040-01-01', prix: 600, ...location });
  w.c.put('tarifs', tarifFields({ duree: 50, tarifFixe: 1000, dateApplication: '2020-01-01' }));
  w.c.put('tarifs', tarifFields({ duree: null, perpetuelle: true, tarifFixe: 3000, dateApplication: '2020-01-01' }));
  const ctx = context(today);
  const convert = (champs: Record<string, unknown>) => {
    const id = pid();
    const d = w.c.run('procedure.start', {
      id, kind: 'conversion', emplacementId: w.plot.id, locationId: w.loc.id,
      etape: { etape: 1, champs: { prixInitial: 600, dateContratInitial: '2010-01-01', dateConversion: '2025-01-01', nouvelleDuree: 50, ...V, ...champs } },
    }, ctx);
    return { id, d };
  };
  return { ...w, ctx, convert };
}

describe('conversion', () => {
  it('deducts the value of the time left and starts the longer term on the conversion date (L2223-16)', () => {
    const { c, loc, convert } = setup();
    const { id, d } = convert({});
    expect(outcome(d)).toBe('applied');
    // 5,478 of 10,957 days left: 600 × 5478 / 10957 = 299.97 deducted from the 50-year price.
    expect(c.get('procedures', id)?.data).toMatchObject({ prorataTemporisSoustrait: 299.97, prixNouvelleDuree: 1000, montantAPayer: 700.03, nouvelleDateEcheance: '2075-01-01' });
    expect(c.get('locations', loc.id)).toMatchObject({ dateDebut: '2025-01-01', duree: 50, dateFin: '2075-01-01', prix: 1000, perpetuelle: false });
    expect(c.get('procedures', id)).toMatchObject({ etat: 1, dateFin: '2025-01-01' });
  });

  it('converts into a perpetual concession', () => {
    const { c, loc, convert } = setup();
    expect(outcome(convert({ nouvelleDuree: null, perpetuelle: true }).d)).toBe('applied');
    expect(c.get('locations', loc.id)).toMatchObject({ perpetuelle: true, dateFin: null, prix: 3000 });
  });

  it.each([
    ['no initial price', { prixInitial: null }, MSG_STEPS.prixInitial],
    ['the same duration', { nouvelleDuree: 30 }, MSG_STEPS.conversionPlusLongue],
    ['a shorter duration', { nouvelleDuree: 15 }, MSG_STEPS.conversionPlusLongue],
    ['a contract date after the conversion', { dateContratInitial: '2025-01-02' }, MSG_STEPS.dateContratApresConversion],
    ['a duration with no tariff', { nouvelleDuree: 99 }, NO_TARIF_MESSAGE],
    ['a conversion date before the concession', { dateConversion: '2009-12-31' }, 'La date ne peut pas être antérieure au début de la concession (01/01/2010).'],
    ['the checkbox unticked', { valide: undefined }, 'Veuillez cocher la case de validation.'],
  ])('refuses %s, nothing changes', (_l, champs, message) => {
    const { c, loc, convert } = setup();
    expect(outcome(convert(champs).d)).toBe(message);
    expect(c.get('locations', loc.id)).toEqual(loc);
    expect(c.all('procedures')).toEqual([]);
  });

  it('refuses a conversion dated after expiry, allows it on the last day (L2223-16)', () => {
    const last = setup({ duree: 15, dateDebut: '2010-01-01', dateFin: '2025-01-01' });
    expect(outcome(last.convert({ dateConversion: '2025-01-01' }).d)).toBe('applied');
    // Started on the last day, recorded the next day with the next day's date: expired.
    const late = setup({ duree: 15, dateDebut: '2010-01-01', dateFin: '2025-01-01' });
    const id = pid();
    expect(outcome(late.c.run('procedure.start', { id, kind: 'conversion', emplacementId: late.plot.id, locationId: late.loc.id }, late.ctx))).toBe('applied');
    const d = late.c.run('procedure.recordStep', {
      id, etape: 1, champs: { prixInitial: 600, dateContratInitial: '2010-01-01', dateConversion: '2025-01-02', nouvelleDuree: 50, ...V },
    }, context('2025-01-02'));
    expect(outcome(d)).toBe(MSG_PROCEDURES.conversionEchue);
  });

  it('offers only longer durations, and warns about francs before 01/02/2002', () => {
    const loc = { ...LOCATION_DEFAULTS, duree: 30 } as unknown as Location;
    expect(conversionDurations(loc).map((o) => o.duree ?? 'perpétuelle')).toEqual([50, 99, 'perpétuelle']);
    expect(conversionDurations({ ...loc, perpetuelle: true })).toEqual([]);
    const def = procedureDef('conversion');
    if (!def) throw new Error('conversion expected');
    const ctx = {} as EngineContext;
    expect(stepWarnings(def, 1, { dateContratInitial: '2002-01-31' }, ctx)).toEqual([MSG_STEPS.francs]);
    expect(stepWarnings(def, 1, { dateContratInitial: '2002-02-01' }, ctx)).toEqual([]);
  });
});
