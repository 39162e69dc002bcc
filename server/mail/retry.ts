/**
 * When a failed message is tried again (issue 17 'a failure to send is shown and retried, never silently
 * dropped'): after 1, 5, 15 minutes, 1 hour, 4 hours; after the sixth failure it waits for 'Réessayer'.
 * It stays on the sheet as 'Échec de l'envoi' with its reason all along.
 */
const BACKOFF_MINUTES = [1, 5, 15, 60, 240];

export const MAIL_MAX_TRIES = BACKOFF_MINUTES.length + 1;

/** The next try after `tries` failed ones, or null when the automatic retries are spent. */
export function nextTryAt(tries: number, nowMs: number): string | null {
  const minutes = BACKOFF_MINUTES[tries - 1];
  return minutes === undefined ? null : new Date(nowMs + minutes * 60_000).toISOString();
}
