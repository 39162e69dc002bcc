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
