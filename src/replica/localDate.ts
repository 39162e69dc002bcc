const formatter = new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The cemetery's calendar date (YYYY-MM-DD, French time), whatever the device's time zone. */
export function localDate(now: Date): string {
  return formatter.format(now);
}
