import type { RepriseRegime } from '../../src/domain/constants/procedures';
import type { ProcedureEtape } from '../../src/domain/entities/procedure';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, addMonths, addYears, diffInDays } from '../../src/domain/dates';

/**
 * Dates of the 13 steps of a reprise after abandonment opened on `start`, following the timing LAW.md keeps:
 * notices a month before the finding (R2223-13), the PV posted within 8 days (R2223-15/16) for a month,
 * renewed twice 15 days apart, the second notice one year after the last posting (three years before 2022,
 * L2223-17), the council a month after the second PV (R2223-18), the end 30 days after the order (R2223-20).
 * Index 0 is unused (step 0, the notoriety act, only when the deed is missing).
 */
export function repriseAbandonTimeline(start: IsoDate, regime: RepriseRegime): IsoDate[] {
  const s: IsoDate[] = [start, start];
  const push = (d: IsoDate) => s.push(d);
  push(addDays(s[1] as IsoDate, 7));
  push(addDays(addMonths(s[2] as IsoDate, 1), 2));
  push(addDays(s[3] as IsoDate, 5));
  push(addDays(addMonths(s[4] as IsoDate, 1), 15));
  push(addDays(addMonths(s[5] as IsoDate, 1), 15));
  push(addYears(addMonths(s[6] as IsoDate, 1), regime === '2022' ? 1 : 3));
  push(addDays(s[7] as IsoDate, 7));
  push(addDays(addMonths(s[8] as IsoDate, 1), 2));
  push(addDays(s[9] as IsoDate, 5));
  push(addDays(addMonths(s[10] as IsoDate, 1), 10));
  push(addDays(s[11] as IsoDate, 15));
  push(addDays(addMonths(s[12] as IsoDate, 1), 5));
  return s;
}

/** The regime a procedure opened on `start` falls under (3DS law, 2022). */
export function regimeFor(start: IsoDate): RepriseRegime {
  return start >= '2022-01-01' ? '2022' : 'avant-2022';
}

/** Start date so that step `etat` was done `slack` days before today. */
export function startForStep(today: IsoDate, etat: number, slack: number, regime: RepriseRegime): IsoDate {
  const probe = repriseAbandonTimeline('2000-01-01', regime);
  const span = diffInDays(probe[1] as IsoDate, probe[etat] as IsoDate);
  return addDays(today, -span - slack);
}

const POSTED = new Set([2, 4, 5, 6, 8, 10]);

/** Steps 1..etat as done, with the posting dates of the posting steps (spec 002 §3). */
export function repriseAbandonEtapes(timeline: readonly IsoDate[], etat: number): ProcedureEtape[] {
  const etapes: ProcedureEtape[] = [];
  for (let i = 1; i <= etat; i++) {
    const date = timeline[i] as IsoDate;
    const champs: Record<string, unknown> = {};
    if (POSTED.has(i)) {
      champs.affichageMairie = date;
      champs.affichageCimetiere = date;
      champs.suspensionMairie = addMonths(date, 1);
      champs.suspensionCimetiere = addMonths(date, 1);
    }
    if (i === 3 || i === 9) {
      champs.dateHeure = `${date}T10:00`;
      champs.temoin = 'Policier municipal';
      champs.photoAbandon = true;
    }
    if (i === 4 || i === 10) champs.recuLR = addDays(date, 3);
    etapes.push({ etape: i, dateFin: date, enCours: false, champs });
  }
  return etapes;
}
