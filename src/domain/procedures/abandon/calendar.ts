import type { RepriseRegime } from '../../constants/procedures';
import { addDays, addMonths, addYears, compareDates, isIsoDate } from '../../dates';
import type { Procedure } from '../../entities/procedure';
import type { IsoDate } from '../../entities/replicated';

/**
 * The legal calendar of the reprise after abandonment (spec 002 §4, §9, corrected by LAW.md): every date is
 * computed from the dates recorded on the procedure's steps, never typed. Pure: no clock here.
 */

/**
 * Décret 2022-1127 of 5 August 2022 (published on the 6th, in force the next day) applies the 3DS law's
 * shorter pause (L2223-17 as amended by loi 2022-217 art. 237, R2223-18): a procedure opened from this day
 * waits one year before the second notice, one opened earlier three years. Kept on each procedure.
 */
export const REGIME_2022_FROM: IsoDate = '2022-08-07';
/** Years between the end of the first PV's publicity and the second notice (L2223-17, R2223-18). */
export const PAUSE_YEARS: Record<RepriseRegime, number> = { '2022': 1, 'avant-2022': 3 };
/** The families are convened one month before the finding, told its day and hour (R2223-13). */
export const NOTICE_MONTHS = 1;
/** The PV is posted (R2223-16) and notified (R2223-15) within eight days of being drawn up. */
export const PV_POSTING_DAYS = 8;
/** Each posting lasts one month (R2223-16); its end (the 'suspension') one month at least after it. */
export const POSTING_MONTHS = 1;
/**
 * Days between the end of a posting and the next one, the PV's extracts being posted three times
 * (R2223-16: "renouvelé deux fois à quinze jours d'intervalle"; the reading of three one-month postings 15 days
 * apart is common practice, unconfirmed: LAW.md). The value kept on the procedure (`data.intervalleAffichagesJours`,
 * set at its first step) wins.
 */
export const DEFAULT_POSTING_INTERVAL_DAYS = 15;
/** The council may be seized one month after the second PV's notification (R2223-18). */
export const COUNCIL_MONTHS = 1;
/** The monuments may be removed thirty days after the order's publication and notification (R2223-20). */
export const END_DAYS = 30;

/**
 * The pause before the second notice in words, as a letter states it (issue 28: a document's legal wording
 * follows the regime the procedure was opened under): 'un an', or 'trois ans' before décret 2022-1127.
 */
export function pauseWords(regime: RepriseRegime): string {
  const years = PAUSE_YEARS[regime];
  return years === 1 ? 'un an' : years === 3 ? 'trois ans' : `${years} ans`;
}

/** The regime a reprise opened on `dateDebut` falls under. */
export function regimeAbandon(dateDebut: IsoDate): RepriseRegime {
  return compareDates(dateDebut, REGIME_2022_FROM) >= 0 ? '2022' : 'avant-2022';
}

/** The regime kept on the procedure, else the one of its start (a procedure not started yet: `today`). */
export function regimeOf(proc: Procedure, today: IsoDate): RepriseRegime {
  return proc.regime ?? regimeAbandon(proc.dateDebut ?? today);
}

export function dateOrNull(v: unknown): IsoDate | null {
  return isIsoDate(v) ? v : null;
}

/** The latest of the dates given (nulls ignored), or null. */
export function latest(...dates: ReadonlyArray<IsoDate | null | undefined>): IsoDate | null {
  let out: IsoDate | null = null;
  for (const d of dates) if (d && (out === null || compareDates(d, out) > 0)) out = d;
  return out;
}

export function champsOf(proc: Procedure, etape: number): Record<string, unknown> {
  return proc.etapes.find((e) => e.etape === etape)?.champs ?? {};
}

function done(proc: Procedure, etape: number): boolean {
  const rec = proc.etapes.find((e) => e.etape === etape);
  return rec !== undefined && !rec.enCours && rec.dateFin !== null;
}

/** The posting and end dates of a posting step, at the town hall and the cemetery (R2223-16). */
export function postingOf(proc: Procedure, etape: number) {
  const c = champsOf(proc, etape);
  const affichageMairie = dateOrNull(c['affichageMairie']);
  const affichageCimetiere = dateOrNull(c['affichageCimetiere']);
  const suspensionMairie = dateOrNull(c['suspensionMairie']);
  const suspensionCimetiere = dateOrNull(c['suspensionCimetiere']);
  return {
    affichageMairie, affichageCimetiere, suspensionMairie, suspensionCimetiere,
    /** Both posted: the later of the two. */
    posted: affichageMairie && affichageCimetiere ? latest(affichageMairie, affichageCimetiere) : null,
    /** Both ended: the later of the two, once the step is done. */
    ended: done(proc, etape) && suspensionMairie && suspensionCimetiere ? latest(suspensionMairie, suspensionCimetiere) : null,
  };
}

/** The day of a PV (steps 3 and 9): the date part of its date and hour. */
export function pvDay(proc: Procedure, etape: 3 | 9): IsoDate | null {
  const v = champsOf(proc, etape)['dateHeure'];
  return typeof v === 'string' && isIsoDate(v.slice(0, 10)) && done(proc, etape) ? v.slice(0, 10) : null;
}

/** The day of a notice (steps 1 and 7), and the day and hour it gives for the finding. */
export function noticeOf(proc: Procedure, etape: 1 | 7) {
  const c = champsOf(proc, etape);
  const dateHeure = typeof c['dateHeurePV'] === 'string' ? c['dateHeurePV'] : null;
  return {
    date: done(proc, etape) ? dateOrNull(c['dateNotification']) : null,
    constat: dateHeure && isIsoDate(dateHeure.slice(0, 10)) ? dateHeure.slice(0, 10) : null,
  };
}

export function postingInterval(proc: Procedure): number {
  const v = proc.data['intervalleAffichagesJours'];
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : DEFAULT_POSTING_INTERVAL_DAYS;
}

/** The earliest day of a finding: the day notified, and one month after the notice and its posting (R2223-13). */
export function constatFrom(proc: Procedure, notice: 1 | 7, posting: 2 | 8): IsoDate | null {
  const n = noticeOf(proc, notice);
  const p = postingOf(proc, posting);
  const monthAfter = latest(n.date, p.posted);
  return latest(n.constat, monthAfter ? addMonths(monthAfter, NOTICE_MONTHS) : null);
}

/** The last day to post a PV's extracts and notify it (R2223-15, R2223-16). */
export function postingDeadline(proc: Procedure, pv: 3 | 9): IsoDate | null {
  const day = pvDay(proc, pv);
  return day ? addDays(day, PV_POSTING_DAYS) : null;
}

/** The first day of a renewed posting of the first PV: the interval after the previous one's end (R2223-16). */
export function renewedPostingFrom(proc: Procedure, previous: number): IsoDate | null {
  const ended = postingOf(proc, previous).ended;
  return ended ? addDays(ended, postingInterval(proc)) : null;
}

/** The first day of the second notice: one year (three before 2022) after the last posting's end (L2223-17). */
export function secondNoticeFrom(proc: Procedure, today: IsoDate): IsoDate | null {
  const ended = postingOf(proc, 6).ended;
  return ended ? addYears(ended, PAUSE_YEARS[regimeOf(proc, today)]) : null;
}

/** The day the second PV was notified (step 10, or the deliberation's form). */
export function pv2NotificationOf(proc: Procedure): IsoDate | null {
  return dateOrNull(champsOf(proc, 10)['dateNotificationPV2']) ?? dateOrNull(champsOf(proc, 11)['dateNotificationPV2']);
}

/** The first day of the council: one month after the second PV's notification (R2223-18); its day as a floor. */
export function councilFrom(proc: Procedure): IsoDate | null {
  const base = pv2NotificationOf(proc) ?? pvDay(proc, 9);
  return base ? addMonths(base, COUNCIL_MONTHS) : null;
}

/** The first day of the end: thirty days after both the order's publication and its notification (R2223-20). */
export function endFrom(proc: Procedure): IsoDate | null {
  const c = champsOf(proc, 12);
  const last = latest(dateOrNull(c['affichageArreteMairie']), dateOrNull(c['affichageArreteCimetiere']), dateOrNull(c['dateNotificationArrete']), dateOrNull(c['dateArreteMunicipalReprise']));
  return last ? addDays(last, END_DAYS) : null;
}
