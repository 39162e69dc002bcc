import { makeIsoDate } from './dates';
import type { IsoDate } from './entities/replicated';

/**
 * The cemetery's clock: French mainland time (Europe/Paris), computed rather than asked of Intl. Building an
 * Intl.DateTimeFormat with a time zone loads the browser's time-zone data, about 30 ms of main thread on a
 * tablet, and the first screen needs today's date before anything else (issue 14, first load).
 *
 * The rule is the one in force since 1996 (Directive 2000/84/EC, art. 2 and 3, which kept it): UTC+1, and
 * UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. Instants
 * before 1996 are not dates the app computes (today, a sync time, a change made in the app).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** 01:00 UTC on the last Sunday of a month (31 days: March and October). */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const last = Date.UTC(year, monthIndex, 31, 1);
  return last - new Date(last).getUTCDay() * DAY_MS;
}

/** The offset of French time from UTC at an instant, in milliseconds. */
export function parisOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

/** The wall clock in France at an instant, as a Date whose UTC fields are the French ones. */
function parisWallClock(instant: Date | string): Date {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + parisOffsetMs(ms));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date in France at an instant, 'YYYY-MM-DD'. */
export function parisDate(instant: Date | string): IsoDate {
  const wall = parisWallClock(instant);
  return makeIsoDate(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()) as IsoDate;
}

/** The time of day in France at an instant, 'HH:MM'. */
export function parisTimeOfDay(instant: Date | string): string {
  const wall = parisWallClock(instant);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
