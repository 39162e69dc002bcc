/**
 * Time source of the security code. Tokens, refresh expiry and the login slow-down all read it, so tests
 * move time forward instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** ISO instant for timestamp columns and SQL comparisons. */
export const isoAt = (ms: number): string => new Date(ms).toISOString();
