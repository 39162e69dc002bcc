import type { IsoDate, PartialDate } from './entities/replicated';

/**
 * Calendar dates as 'YYYY-MM-DD' strings (CONTRACTS.md). Arithmetic goes through UTC day numbers, never the
 * local clock, so a date never moves by a day with the device's time zone or summer time. Rules never read
 * the clock: they take `today` as an argument (DESIGN §5: a mutation is never decided by the device's clock).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DAY_MS = 86_400_000;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return MONTH_DAYS[month - 1] ?? 0;
}

function validParts(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Builds 'YYYY-MM-DD' from its parts, or null when the day does not exist (31/02). */
export function makeIsoDate(year: number, month: number, day: number): IsoDate | null {
  if (!validParts(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The parts of a valid 'YYYY-MM-DD', or null. */
export function dateParts(value: string | null | undefined): DateParts | null {
  const m = value ? ISO_DATE.exec(value) : null;
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return validParts(year, month, day) ? { year, month, day } : null;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && dateParts(value) !== null;
}

function mustParts(value: IsoDate): DateParts {
  const parts = dateParts(value);
  if (!parts) throw new RangeError(`Date invalide : ${value}`);
  return parts;
}

/** Reads 'DD/MM/YYYY' (one-digit day and month accepted) into 'YYYY-MM-DD'; null when not a real date. */
export function parseFrDate(value: string | null | undefined): IsoDate | null {
  const m = value ? FR_DATE.exec(value.trim()) : null;
  if (!m) return null;
  return makeIsoDate(Number(m[3]), Number(m[2]), Number(m[1]));
}

/** Shows 'YYYY-MM-DD' as 'DD/MM/YYYY' (spec 000 §1); an empty string for a missing or invalid date. */
export function formatFrDate(value: IsoDate | null | undefined): string {
  const p = dateParts(value);
  if (!p) return '';
  return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${String(p.year).padStart(4, '0')}`;
}

function toDayNumber(value: IsoDate): number {
  const p = mustParts(value);
  return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
}

function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * DAY_MS);
  return makeIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()) as IsoDate;
}

export function addDays(value: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(value) + days);
}

/**
 * Adds months; a day that does not exist in the target month falls on its last day
 * (31/08 + 6 months = 28/02 or 29/02), as a civil-law term would.
 */
export function addMonths(value: IsoDate, months: number): IsoDate {
  const p = mustParts(value);
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return makeIsoDate(year, month, Math.min(p.day, daysInMonth(year, month))) as IsoDate;
}

/** Adds years; 29/02 lands on 28/02 in a common year. */
export function addYears(value: IsoDate, years: number): IsoDate {
  return addMonths(value, years * 12);
}

/** -1, 0 or 1: valid 'YYYY-MM-DD' strings compare as text. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  mustParts(a);
  mustParts(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isBefore(a: IsoDate, b: IsoDate): boolean {
  return compareDates(a, b) < 0;
}

export function isAfter(a: IsoDate, b: IsoDate): boolean {
  return compareDates(a, b) > 0;
}

export function diffInDays(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/**
 * Whole years from `from` to `to`, counted by anniversaries (an age, an elapsed term): 2000-03-10 to
 * 2010-03-09 is 9, to 2010-03-10 is 10. Negative when `to` is before `from`.
 */
export function diffInYears(from: IsoDate, to: IsoDate): number {
  if (isBefore(to, from)) return -diffInYears(to, from);
  const a = mustParts(from);
  const b = mustParts(to);
  let years = b.year - a.year;
  if (isBefore(to, addYears(from, years))) years -= 1;
  return years;
}

/** The local calendar date of an instant, for the one place that reads the clock and hands `today` to rules. */
export function toIsoDate(instant: Date): IsoDate {
  return makeIsoDate(instant.getFullYear(), instant.getMonth() + 1, instant.getDate()) as IsoDate;
}

/** A complete partial date as 'YYYY-MM-DD', else null. */
export function partialDateToIso(value: PartialDate | null | undefined): IsoDate | null {
  if (!value || value.annee === null || value.mois === null || value.jour === null) return null;
  return makeIsoDate(value.annee, value.mois, value.jour);
}

/** 'YYYY-MM-DD' as a partial date (all parts known). */
export function isoToPartialDate(value: IsoDate): PartialDate {
  const p = mustParts(value);
  return { jour: p.day, mois: p.month, annee: p.year };
}

/** Shows what is known: '12/03/1950', '03/1950' or '1950'; empty when the year is unknown. */
export function formatPartialDate(value: PartialDate | null | undefined): string {
  if (!value || value.annee === null) return '';
  const yyyy = String(value.annee).padStart(4, '0');
  if (value.mois === null) return yyyy;
  const mm = String(value.mois).padStart(2, '0');
  if (value.jour === null) return `${mm}/${yyyy}`;
  return `${String(value.jour).padStart(2, '0')}/${mm}/${yyyy}`;
}

const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * A date as it follows a verb in a French sentence, at the precision known (issue 26, 'Year-only dates'):
 * a day and hour 'YYYY-MM-DDTHH:mm' as 'le mardi 5 janvier 2027 à 10 h 00' (issue 28, dateTimeWords);
 * 'le 12/03/1932' for a whole date (a 'YYYY-MM-DD' or a partial date with its three parts), 'en mars 1932'
 * for a month, 'en 1932' for a year alone (a day without its month says no more than the year), and '' when
 * the year is unknown or the date is missing, so a sentence never reads 'né(e) le 1932'.
 */
export function datePhrase(value: IsoDate | PartialDate | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && LOCAL_DATE_TIME.test(value)) {
    const words = dateTimeWords(value);
    return words ? `le ${words}` : '';
  }
  if (typeof value === 'string') {
    const text = formatFrDate(value);
    return text ? `le ${text}` : '';
  }
  if (value.annee === null) return '';
  const month = value.mois === null ? undefined : MOIS[value.mois - 1];
  if (month === undefined) return `en ${formatPartialDate({ jour: null, mois: null, annee: value.annee })}`;
  if (value.jour === null) return `en ${month} ${formatPartialDate({ jour: null, mois: null, annee: value.annee })}`;
  return `le ${formatPartialDate(value)}`;
}

/** A deceased's birth as a phrase: the whole date when recorded, else the part known ('en 1932'). */
export function birthDatePhrase(o: { dateDeNaissance: IsoDate | null; dateNaissanceIncomplete: PartialDate | null }): string {
  return datePhrase(o.dateDeNaissance ?? o.dateNaissanceIncomplete);
}

/** '1er mars 2026', '24 novembre 2026'; '' for a missing date. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso || !isIsoDate(iso)) return '';
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`;
}

const JOURS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
/** A day and hour as a form records it (datetime-local): 'YYYY-MM-DDTHH:mm', seconds allowed, no zone. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The day of the week of a 'YYYY-MM-DD': 'mardi'; '' for an invalid date. */
export function weekdayOf(iso: string | null | undefined): string {
  const p = dateParts(iso);
  return p ? (JOURS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()] ?? '') : '';
}

/**
 * A day and hour written in words, as a document states it (issue 28; R2223-13 CGCT wants the families told
 * the day and the hour of the finding): 'YYYY-MM-DDTHH:mm' (the town's local time, as the form recorded it)
 * as 'mardi 5 janvier 2027 à 10 h 00', the first of the month '1er'. '' when it is not a real day and hour:
 * a document never prints a machine date.
 */
export function dateTimeWords(value: string | null | undefined): string {
  const m = value ? LOCAL_DATE_TIME.exec(value) : null;
  if (!m) return '';
  const [, day = '', hh = '', mm = ''] = m;
  const hour = hourWords(`${hh}:${mm}`);
  if (!isIsoDate(day) || !hour) return '';
  return `${weekdayOf(day)} ${formatLongDate(day)} à ${hour}`;
}

/**
 * An hour 'HH:mm' as French writes it, '10 h 00', '9 h 05' (issue 28: no '10h00' in a document, a list or a
 * summary); '' when it is not an hour.
 */
export function hourWords(value: string | null | undefined): string {
  const m = value ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  if (!m) return '';
  const hour = Number(m[1]);
  if (hour > 23 || Number(m[2]) > 59) return '';
  return `${hour} h ${m[2]}`;
}

/** Whether a value is a day and hour as a form records it ('YYYY-MM-DDTHH:mm'). */
export function isLocalDateTime(value: unknown): value is string {
  return typeof value === 'string' && dateTimeWords(value) !== '';
}
