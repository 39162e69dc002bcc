import { useEffect, useState } from 'react';

/** Now, refreshed every 60 s while `active` (spec 000 §4, §9: the list is refreshed every 60 seconds). */
export function useMinuteClock(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
