import { useEffect, useState } from 'react';

/** How often relative ages ('5 minutes ago') are recomputed. */
export const NOW_TICK_MS = 30_000;

/** The current time, updated every `tickMs` so relative ages move on without a refetch. */
export function useNow(tickMs = NOW_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
