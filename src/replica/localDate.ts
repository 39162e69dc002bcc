import { parisDate } from '../domain/parisTime';

/** The cemetery's calendar date (YYYY-MM-DD, French time), whatever the device's time zone. */
export function localDate(now: Date): string {
  return parisDate(now);
}
