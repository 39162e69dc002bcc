import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears } from '../../src/domain/dates';
import type { Procedure } from '../../src/domain/entities/procedure';
import { abandonActs, type AbandonAct } from '../../server/demo/repriseAbandon';
import { abandonWorld, attempt, FRESH, OSSUAIRE_PLOT } from './abandonKit';

/**
 * For any sequence of recorded dates (the lawful script with each act's dates moved by a random number of
 * days, some acts dropped or repeated), no step is ever recorded before the law allows it, and every refused
 * act gives a French message and changes nothing. The law is checked here by its own plain reading of
 * LAW.md, not by the engine's calendar.
 */

const w = abandonWorld();
const shiftDate = (v: unknown, days: number) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? addDays(v.slice(0, 10), days) + v.slice(10) : v);

function shifted(act: AbandonAct, days: number): AbandonAct {
  const champs = Object.fromEntries(Object.entries(act.champs).map(([k, v]) => [k, shiftDate(v, days)]));
  return { ...act, champs, today: addDays(act.today, Math.max(days, 0)) };
}

const champ = (p: Procedure, etape: number, k: string) => p.etapes.find((e) => e.etape === etape)?.champs[k] as string | undefined;
const doneStep = (p: Procedure, etape: number) => p.etapes.some((e) => e.etape === etape && !e.enCours);
const max = (...d: Array<string | undefined>) => d.filter((x): x is string => !!x).sort().at(-1) as string;

/** Every recorded date is on or after the earliest the law allows (LAW.md, CGCT articles cited). */
function lawful(p: Procedure): string | null {
  const pv1 = champ(p, 3, 'dateHeure');
  const notice1 = champ(p, 1, 'dateNotification');
  if (pv1 && notice1 && pv1.slice(0, 10) < addMonths(notice1, 1)) return 'R2223-13: PV a month after the notice';
  if (pv1 && pv1 < (champ(p, 1, 'dateHeurePV') ?? '')) return 'R2223-13: PV at the day and hour notified';
  for (const e of [2, 4, 5, 6, 8, 10]) {
    for (const side of ['Mairie', 'Cimetiere']) {
      const posted = champ(p, e, `affichage${side}`);
      const ended = champ(p, e, `suspension${side}`);
      if (posted && ended && ended < addMonths(posted, 1)) return `R2223-16: step ${e} posting lasts a month`;
      const pv = e === 4 ? pv1 : e === 10 ? champ(p, 9, 'dateHeure') : undefined;
      if (posted && pv && (posted > addDays(pv.slice(0, 10), 8) || posted < pv.slice(0, 10))) return `R2223-16: step ${e} within 8 days`;
    }
  }
  for (const [e, prev] of [[5, 4], [6, 5]] as const) {
    const posted = max(champ(p, e, 'affichageMairie'), champ(p, e, 'affichageCimetiere'));
    const end = max(champ(p, prev, 'suspensionMairie'), champ(p, prev, 'suspensionCimetiere'));
    if (posted && end && posted < addDays(end, 15)) return `R2223-16: step ${e} 15 days after`;
  }
  const notice2 = champ(p, 7, 'dateNotification');
  const end6 = doneStep(p, 6) ? max(champ(p, 6, 'suspensionMairie'), champ(p, 6, 'suspensionCimetiere')) : undefined;
  if (notice2 && (!end6 || notice2 < addYears(end6, p.regime === 'avant-2022' ? 3 : 1))) return 'L2223-17: the pause';
  const deliberation = champ(p, 11, 'dateDeliberation');
  const notifPv2 = champ(p, 10, 'dateNotificationPV2') ?? champ(p, 11, 'dateNotificationPV2');
  if (deliberation && (!notifPv2 || deliberation < addMonths(notifPv2, 1))) return 'R2223-18: council a month after';
  const end = champ(p, 13, 'dateConfirmation');
  const publicity = max(champ(p, 12, 'affichageArreteMairie'), champ(p, 12, 'affichageArreteCimetiere'), champ(p, 12, 'dateNotificationArrete'));
  if (end && (!publicity || end < addDays(publicity, 30))) return 'R2223-20: thirty days';
  return null;
}

const plan = fc.array(
  fc.record({
    shift: fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, { arbitrary: fc.integer({ min: -16, max: 16 }), weight: 4 }, { arbitrary: fc.integer({ min: -800, max: 60 }), weight: 1 }),
    // Mostly the moved act then the lawful one, so that runs go deep; sometimes the moved one alone, or none.
    op: fc.constantFrom('again', 'again', 'again', 'again', 'again', 'again', 'again', 'again', 'keep', 'drop'),
  }),
  { minLength: 30, maxLength: 30 },
);

describe('reprise après constat d’abandon: no step before the law allows it', () => {
  it('holds for any sequence of recorded dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.constantFrom<'2022' | 'avant-2022'>('2022', 'avant-2022'), plan, (offset, regime, moves) => {
        const start = addDays(regime === '2022' ? '2022-08-07' : '2019-01-01', offset % (regime === '2022' ? 1500 : 1000));
        const acts = abandonActs(start, { regime, ossuaireId: OSSUAIRE_PLOT });
        let proc = FRESH;
        acts.forEach((act, i) => {
          const move = moves[i % moves.length] as { shift: number; op: string };
          if (move.op === 'drop') return;
          const tries = move.op === 'again' ? [shifted(act, move.shift), act] : [shifted(act, move.shift)];
          for (const t of tries) {
            const out = attempt(w, proc, t, addDays(t.today, 400));
            if (out.error) {
              expect(out.error).toMatch(/^[A-ZÉÀ«].+\.$/u);
              expect(out.procedure).toBe(proc);
            } else {
              expect(lawful(out.procedure)).toBeNull();
              proc = out.procedure;
            }
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The random moves above seldom land on the very day of a limit, and hardly ever deep in the procedure: here
 * each of the last limits is tried on both sides, the dates it depends on drawn apart from one another. The
 * lawful script up to the step, its last act's dates redrawn, then the step on `k` days from the limit the law
 * gives (read here from LAW.md, not from the engine): accepted exactly when k >= 0.
 */
const near = fc.oneof({ arbitrary: fc.integer({ min: -3, max: 3 }), weight: 4 }, { arbitrary: fc.integer({ min: -60, max: 60 }), weight: 1 });
const startOf = (offset: number, regime: '2022' | 'avant-2022') => addDays(regime === '2022' ? '2022-08-07' : '2019-01-01', offset % (regime === '2022' ? 1500 : 1000));
const regimes = fc.constantFrom<'2022' | 'avant-2022'>('2022', 'avant-2022');
const days = fc.integer({ min: 0, max: 20 });

/** Runs `acts` (lawful), then `last`: its refusal or acceptance. */
function tryLast(acts: readonly AbandonAct[], last: AbandonAct): boolean {
  let proc = FRESH;
  for (const act of acts) {
    const out = attempt(w, proc, act);
    if (out.error) throw new Error(`étape ${act.etape} ${act.phase ?? ''} le ${act.today} : ${out.error}`);
    proc = out.procedure;
  }
  const out = attempt(w, proc, last);
  if (out.error) {
    expect(out.error).toMatch(/^[A-ZÉÀ«L].+\.$/u);
    expect(out.procedure).toBe(proc);
  }
  return out.error === null;
}

const indexOf = (acts: readonly AbandonAct[], etape: number, phase: 'affichage' | 'suspension' | null = null) => acts.findIndex((a) => a.etape === etape && (phase === null || a.phase === phase));

describe('reprise après constat d’abandon: the last limits, on both sides', () => {
  it('step 13 opens thirty days after the latest of the order’s postings and its notification (R2223-20)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), regimes, days, days, days, near, (offset, regime, mairie, cimetiere, notif, k) => {
        const acts = abandonActs(startOf(offset, regime), { regime, ossuaireId: OSSUAIRE_PLOT });
        const i12 = indexOf(acts, 12);
        const order = acts[i12] as AbandonAct;
        const arrete = order.champs['dateArreteMunicipalReprise'] as string;
        const publicity = { affichageArreteMairie: addDays(arrete, mairie), affichageArreteCimetiere: addDays(arrete, cimetiere), dateNotificationArrete: addDays(arrete, notif) };
        const latestPublicity = addDays(arrete, Math.max(mairie, cimetiere, notif));
        const redrawn = { ...order, champs: { ...order.champs, ...publicity }, today: latestPublicity };
        const end = acts[indexOf(acts, 13)] as AbandonAct;
        const day = addDays(latestPublicity, 30 + k);
        const accepted = tryLast([...acts.slice(0, i12), redrawn], { ...end, champs: { ...end.champs, dateConfirmation: day }, today: day });
        expect(accepted).toBe(k >= 0);
      }),
      { numRuns: 150 },
    );
  });

  it('the council sits one month after the second PV’s notification (R2223-18)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), regimes, fc.integer({ min: 0, max: 8 }), near, (offset, regime, notif, k) => {
        const acts = abandonActs(startOf(offset, regime), { regime, ossuaireId: OSSUAIRE_PLOT });
        // The second PV's posting is optional (LAW.md): its notification recorded with the deliberation.
        const i10 = indexOf(acts, 10, 'affichage');
        const pv2 = (acts[indexOf(acts, 9)] as AbandonAct).champs['dateHeure'] as string;
        const notified = addDays(pv2.slice(0, 10), notif);
        const council = acts[indexOf(acts, 11)] as AbandonAct;
        const day = addDays(addMonths(notified, 1), k);
        const accepted = tryLast(acts.slice(0, i10), { ...council, champs: { ...council.champs, dateDeliberation: day, dateNotificationPV2: notified, recuLRPV2date: notified }, today: max(day, notified) });
        expect(accepted).toBe(k >= 0);
      }),
      { numRuns: 100 },
    );
  });

  it('the second notice waits one year (three before décret 2022-1127) after the third posting’s end (L2223-17)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), regimes, days, days, near, (offset, regime, mairie, cimetiere, k) => {
        const acts = abandonActs(startOf(offset, regime), { regime, ossuaireId: OSSUAIRE_PLOT });
        const i6 = indexOf(acts, 6, 'suspension');
        const ending = acts[i6] as AbandonAct;
        const base = ending.champs['suspensionMairie'] as string;
        const champs = { ...ending.champs, suspensionMairie: addDays(base, mairie), suspensionCimetiere: addDays(base, cimetiere) };
        const ended = addDays(base, Math.max(mairie, cimetiere));
        const notice = acts[indexOf(acts, 7)] as AbandonAct;
        const day = addDays(addYears(ended, regime === '2022' ? 1 : 3), k);
        const accepted = tryLast([...acts.slice(0, i6), { ...ending, champs, today: ended }], { ...notice, champs: { ...notice.champs, dateNotification: day, dateHeurePV: `${addMonths(day, 2)}T10:00`, recuLRdate: addDays(day, 3) }, today: day });
        expect(accepted).toBe(k >= 0);
      }),
      { numRuns: 100 },
    );
  });

  it('a renewed posting of the first PV starts fifteen days after the previous one’s end (R2223-16)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), regimes, fc.constantFrom(5, 6), days, days, near, (offset, regime, etape, mairie, cimetiere, k) => {
        const acts = abandonActs(startOf(offset, regime), { regime, ossuaireId: OSSUAIRE_PLOT });
        const iEnd = indexOf(acts, etape - 1, 'suspension');
        const ending = acts[iEnd] as AbandonAct;
        const base = ending.champs['suspensionMairie'] as string;
        const ended = addDays(base, Math.max(mairie, cimetiere));
        const redrawn = { ...ending, champs: { ...ending.champs, suspensionMairie: addDays(base, mairie), suspensionCimetiere: addDays(base, cimetiere) }, today: ended };
        const next = acts[indexOf(acts, etape, 'affichage')] as AbandonAct;
        const day = addDays(ended, 15 + k);
        const accepted = tryLast([...acts.slice(0, iEnd), redrawn], { ...next, champs: { ...next.champs, affichageMairie: day, affichageCimetiere: day }, today: day });
        expect(accepted).toBe(k >= 0);
      }),
      { numRuns: 100 },
    );
  });
});
