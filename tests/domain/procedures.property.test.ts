import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import type { Location } from '../../src/domain/entities/location';
import type { Procedure } from '../../src/domain/entities/procedure';
import type { ProcedureKind } from '../../src/domain/constants/procedures';
import type { Row } from '../../src/domain/mutations/types';
import { engineContext } from '../../src/domain/mutations/procedureState';
import { procedureDef } from '../../src/domain/procedures/definitions';
import { nextStep } from '../../src/domain/procedures/engine';
import { CONTACT_DEFAULTS, context, LOCATION_DEFAULTS, OCCUPANT_DEFAULTS, outcome, pid, tarifFields, world } from './procedureKit';

/**
 * Any sequence of recorded steps, in any order, with any dates and answers, leaves the concession in a state
 * the rules allow (issue 11): a refused step changes nothing; a procedure's steps are in order and dated in
 * order; a concession's end only moves later; it ends only by a finished rétrocession or reprise; the remains
 * move only with a finished reprise.
 */

const KINDS: ProcedureKind[] = ['renouvellement', 'conversion', 'donation', 'retrocession', 'repriseNonRenouvellement'];

const action = fc.record({
  kind: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.constantFrom(...KINDS), weight: 1 }),
  // Mostly the next step, so that runs reach the ends; sometimes any step, a bare start or a cancel.
  op: fc.constantFrom('next', 'next', 'next', 'next', 'startWithStep', 'startWithStep', 'start', 'record', 'cancel'),
  etape: fc.integer({ min: 0, max: 4 }),
  daysBack: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 20 }), weight: 4 }, { arbitrary: fc.integer({ min: -3, max: 4000 }), weight: 1 }),
  advance: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 30 }), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 900 }), weight: 1 }),
  duree: fc.constantFrom(10, 15, 30, 50, 100, null),
  yes: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
  valide: fc.oneof({ arbitrary: fc.constant(true), weight: 6 }, { arbitrary: fc.constant(false), weight: 1 }),
  prix: fc.oneof({ arbitrary: fc.constant(300), weight: 6 }, { arbitrary: fc.constant(null), weight: 1 }),
});

const concession = fc.record({
  duree: fc.constantFrom(10, 15, 30),
  debut: fc.integer({ min: 0, max: 40 * 365 }),
  occupants: fc.integer({ min: 0, max: 2 }),
  burialBack: fc.integer({ min: 0, max: 20 * 365 }),
  informed: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
  /** The procedure most actions of the run are about, so that runs go to the end of the longer ones. */
  focus: fc.constantFrom(...KINDS),
});

function champsFor(kind: ProcedureKind, etape: number, a: ActionValue, date: string, ids: { donor: string; ossuaire: string }): Record<string, unknown> {
  const base = { valide: a.valide };
  const duree = a.duree === null ? { nouvelleDuree: null, perpetuelle: true } : { nouvelleDuree: a.duree, perpetuelle: false };
  switch (kind) {
    case 'renouvellement':
      return etape === 0 ? { ...base, dateCourrier: date } : { ...base, dateRenouvellement: date, ...duree, inhumationDemandee: a.yes };
    case 'conversion':
      return { ...base, prixInitial: a.prix, dateContratInitial: addDays(date, -3000), dateConversion: date, ...duree };
    case 'donation':
      if (etape === 1) return { ...base, dateVerification: date, demandeeTitulaire: true, heritierMemeSang: a.yes };
      if (etape === 2) return { ...base, dateActe: date, notaire: a.yes ? 'Maître Le Bris' : null, donateurId: ids.donor, beneficiaire: { id: pid(), nom: 'Lefèvre' } };
      return { ...base, dateSignature: date };
    case 'retrocession':
      return { ...base, dateRetrocession: date, prixConcessionInitiale: a.prix, accordConseilMunicipal: a.yes, demandeeTitulaire: true, montantRembourser: 10 };
    default:
      if (etape === 1) return { ...base, dateArrete: date };
      if (etape === 2) return { ...base, dateDestination: date, destinationDefunt: 'ossuaire', ossuaireEmplacementId: ids.ossuaire };
      if (etape === 3) return { ...base, dateRemiseEnEtat: date };
      return { ...base, dateDepot: date };
  }
}
type ActionValue = { kind: ProcedureKind | null; op: string; etape: number; daysBack: number; advance: number; duree: number | null; yes: boolean; valide: boolean; prix: number | null };

const snapshot = (rows: Row[]) => JSON.stringify(rows.map((r) => ({ ...r, updatedAt: '' })).sort((a, b) => a.id.localeCompare(b.id)));

describe('any sequence of recorded steps leaves the concession lawful', () => {
  it('holds the invariants', () => {
    // What the runs reached, so the property is not vacuous: finished procedures of every kind.
    const finishedKinds = new Set<string>();
    fc.assert(
      fc.property(concession, fc.array(action, { minLength: 1, maxLength: 16 }), (conc, actions) => {
        let today = '2026-06-01';
        const dateDebut = addDays('1985-01-01', conc.debut);
        const informed = conc.informed ? { informationRenouvellement: { date: addDays(dateDebut, 100), moyens: ['courrier'] } } : null;
        const { c, plot, loc } = world({ duree: conc.duree, dateDebut, dateOriginelle: dateDebut, dateFin: addDays(dateDebut, conc.duree * 365), champsSupp: informed });
        for (const duree of [10, 15, 30, 50, null]) c.put('tarifs', tarifFields({ duree, perpetuelle: duree === null, dateApplication: '1980-01-01', tarifFixe: 500, tarifRenouv: 400 }));
        const donor = c.put('contacts', { ...CONTACT_DEFAULTS, locationId: loc.id });
        const ossPlot = c.put('emplacements', { carre: 'Z', numero: 'OSS', surface: 20 });
        c.put('locations', { ...LOCATION_DEFAULTS, emplacementId: ossPlot.id, type: 'Ossuaire', duree: null, dateFin: null });
        for (let i = 0; i < conc.occupants; i += 1) c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: plot.id, locationId: loc.id, dateInhumCrema: addDays(today, -conc.burialBack - i) });
        const ids = { donor: donor.id, ossuaire: ossPlot.id };
        let previous = c.get('locations', loc.id) as unknown as Location;

        for (const drawn of actions) {
          const a = { ...drawn, kind: drawn.kind ?? conc.focus };
          today = addDays(today, a.advance);
          const ctx = context(today);
          const date = addDays(today, -a.daysBack);
          const ongoing = c.all('procedures').find((p) => p.kind === a.kind && p.dateFin === null) as unknown as Procedure | undefined;
          const before = snapshot([...c.all('procedures'), ...c.all('locations'), ...c.all('occupants'), ...c.all('contacts')]);
          let d;
          const def = procedureDef(a.kind);
          if (a.op === 'next' && ongoing && def) {
            const engine = engineContext(c.state('procedure.recordStep', { id: ongoing.id, etape: 0, champs: {} }) ?? { row: null, reads: {} }, ctx);
            const etape = nextStep(def, ongoing, engine)?.etape ?? a.etape;
            d = c.run('procedure.recordStep', { id: ongoing.id, etape, champs: champsFor(a.kind, etape, a, date, ids) }, ctx);
          } else if (a.op === 'record' && ongoing) d = c.run('procedure.recordStep', { id: ongoing.id, etape: a.etape, champs: champsFor(a.kind, a.etape, a, date, ids) }, ctx);
          else if (a.op === 'cancel' && ongoing) d = c.run('procedure.cancel', { id: ongoing.id }, ctx);
          else {
            const first = a.kind === 'renouvellement' ? (a.yes ? 1 : 0) : 1;
            const n = a.op === 'startWithStep' || a.op === 'next' ? first : a.etape;
            const etape = a.op === 'start' ? {} : { etape: { etape: n, champs: champsFor(a.kind, n, a, date, ids) } };
            d = c.run('procedure.start', { id: pid(), kind: a.kind, emplacementId: plot.id, locationId: loc.id, ...etape }, ctx);
          }
          const after = snapshot([...c.all('procedures'), ...c.all('locations'), ...c.all('occupants'), ...c.all('contacts')]);
          if (d.status !== 'applied') expect(after).toBe(before);
          expect(outcome(d)).not.toBe('');

          const procs = c.all('procedures').filter((p) => p.emplacementId === plot.id) as unknown as Procedure[];
          for (const kind of KINDS) expect(procs.filter((p) => p.kind === kind && p.dateFin === null).length).toBeLessThanOrEqual(1);
          for (const p of procs) {
            const done = p.etapes.filter((e) => !e.enCours);
            expect(done.map((e) => e.etape)).toEqual([...done.map((e) => e.etape)].sort((x, y) => x - y));
            const dates = done.map((e) => e.dateFin as string);
            expect(dates).toEqual([...dates].sort());
            if (p.dateFin) expect(p.dateFin).toBe(dates[dates.length - 1]);
          }
          const current = c.get('locations', loc.id) as unknown as Location;
          const finished = (kind: ProcedureKind) => procs.some((p) => p.kind === kind && p.dateFin !== null);
          if (current.isArchived) expect(finished('retrocession') || finished('repriseNonRenouvellement')).toBe(true);
          if (!current.isArchived) {
            if (previous.perpetuelle) expect(current.perpetuelle).toBe(true);
            if (previous.dateFin && current.dateFin) expect(current.dateFin >= previous.dateFin).toBe(true);
            if (current.dateFin && current.dateDebut) expect(current.dateFin > current.dateDebut).toBe(true);
          }
          const moved = c.all('occupants').filter((o) => o.emplacementId !== plot.id);
          if (moved.length > 0) expect(finished('repriseNonRenouvellement')).toBe(true);
          for (const p of procs) if (p.dateFin) finishedKinds.add(p.kind);
          previous = current;
        }
      }),
      { numRuns: 300, seed: 20261122 },
    );
    expect([...finishedKinds].sort()).toEqual([...KINDS].sort());
  });
});
