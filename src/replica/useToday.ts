import { useEffect, useState } from 'react';
import { parisDate } from '../domain/parisTime';

/** How often a screen left open checks whether the cemetery's day has changed. */
export const DAY_CHECK_MS = 60_000;

/**
 * The cemetery's date (parisDate), updated when the day changes while the screen stays open: a tablet left on
 * overnight shows the next morning the states of the new day (a concession ending yesterday is now 'A renouveler').
 */
export function useToday(): string {
  const [today, setToday] = useState(() => parisDate(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setToday(parisDate(new Date())), DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
