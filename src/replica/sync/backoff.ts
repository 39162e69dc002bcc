export const BACKOFF_MIN_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Delay before retry number `failures` (1 = first failure): doubling from 2 s up to 5 min, with "full
 * jitter" over the upper half so that tablets coming back online together do not hit the server at once.
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
