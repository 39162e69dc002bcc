import { describe, expect, it } from 'vitest';
import type { Procedure } from '../../src/domain/entities/procedure';
import { engineContext } from '../../src/domain/mutations/procedureState';
import { stepLabel } from '../../src/domain/procedures/labels';
import { MSG_STEPS } from '../../src/domain/procedures/messages';
import { legalDates, procedureOverview, procedureProgress } from '../../src/domain/procedures/overview';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { context, OCCUPANT_DEFAULTS, pid, V, world } from './procedureKit';

/** The sheet's Procédures panel and the list (spec 001 §2; issue 11 "Where it shows"), and the legal calendar. */

function overviewOf(w: ReturnType<typeof world>, today: string) {
  const ctx = context(today);
  const state = w.c.state('procedure.start', { id: pid(), kind: 'conversion', emplacementId: w.plot.id, locationId: w.loc.id });
  const engine = engineContext(state ?? { row: null, reads: {} }, ctx);
  return { engine, overview: procedureOverview({ ...engine, procedures: w.c.all('procedures') as unknown as Procedure[] }) };
}

describe('procedureOverview', () => {
  it('an expired concession with a renewal under way: its next step, the possible and impossible kinds with reasons and dates', () => {
    // Ended 01/03/2025, a burial on 01/06/2024; today 01/06/2026.
    const w = world({ dateFin: '2025-03-01' });
    w.c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: w.plot.id, locationId: w.loc.id, dateInhumCrema: '2024-06-01' });
    const id = pid();
    w.c.run('procedure.start', { id, kind: 'renouvellement', emplacementId: w.plot.id, locationId: w.loc.id, etape: { etape: 0, champs: { dateCourrier: '2026-04-01', ...V } } }, context('2026-06-01'));
    const { engine, overview } = overviewOf(w, '2026-06-01');
    expect(overview.ongoing.map((o) => [o.procedure.kind, o.next?.etape, o.next?.titre, o.next && stepLabel(o.next.state).text])).toEqual([
      ['renouvellement', 1, 'Renouvellement de la concession', 'Renouveler'],
    ]);
    expect(overview.possible.map((p) => p.kind)).toEqual(['donation']);
    expect(overview.impossible).toEqual([
      { kind: 'conversion', reason: MSG_PROCEDURES.conversionEchue, possibleFrom: null },
      { kind: 'retrocession', reason: MSG_PROCEDURES.retroOccupee, possibleFrom: null },
      // L2223-15 two years after expiry (01/03/2027), R2223-5 five after the burial (01/06/2029): the later.
      { kind: 'repriseNonRenouvellement', reason: MSG_PROCEDURES.rnrPasEchue, possibleFrom: '2029-06-01' },
      { kind: 'repriseAbandon', reason: MSG_PROCEDURES.raMoins30Ans, possibleFrom: '2040-03-01' },
    ]);
    // The renewal's last day: the day before the second anniversary of expiry (L2223-15).
    const proc = w.c.get('procedures', id) as unknown as Procedure;
    expect(legalDates(proc, engine)).toEqual([
      { procedureId: id, kind: 'renouvellement', emplacementId: w.plot.id, etape: 1, titre: 'Renouvellement de la concession', date: '2027-02-28', nature: 'limite', objet: 'Renouvellement de la concession : dernier jour' },
    ]);
  });

  it('a renewal too early says when it becomes possible; finished procedures come latest first', () => {
    const w = world({ dateFin: '2035-03-01', duree: 25 });
    const { overview } = overviewOf(w, '2026-06-01');
    expect(overview.impossible.find((i) => i.kind === 'renouvellement')).toEqual({ kind: 'renouvellement', reason: MSG_PROCEDURES.renouvTropTot, possibleFrom: '2030-03-01' });
    expect(overview.possible.map((p) => p.kind)).toEqual(['conversion', 'donation', 'retrocession']);
  });

  it('an ongoing procedure whose concession ended shows why it cannot go on', () => {
    const w = world();
    const id = pid();
    w.c.run('procedure.start', { id, kind: 'donation', emplacementId: w.plot.id, locationId: w.loc.id }, context('2026-06-01'));
    const proc = w.c.get('procedures', id) as unknown as Procedure;
    const { engine } = overviewOf(w, '2026-06-01');
    expect(procedureProgress(proc, engine).next).toEqual({ etape: 1, titre: 'Vérifier', state: { kind: 'aFaire', bouton: 'Démarrer' } });
    expect(procedureProgress(proc, { ...engine, location: null }).next?.state).toEqual({ kind: 'impossible', reason: MSG_STEPS.concessionChangee });
  });
});
