/**
 * The server decides with its own clock, never the device's (DESIGN §5). `today` is the cemetery's local
 * date: French town halls, so Europe/Paris, whatever time zone the server runs in.
 */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

export function parisToday(ms: number): string {
  return PARIS_DAY.format(new Date(ms));
}
