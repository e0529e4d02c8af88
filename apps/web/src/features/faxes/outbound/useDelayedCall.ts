import { useCallback, useEffect, useRef } from 'react';

/**
 * `schedule(fn, ms)` runs `fn` once after `ms`; a new call replaces a pending one, and leaving
 * the page cancels it (no refetch on an unmounted list).
 */
export function useDelayedCall(): (fn: () => void, ms: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  }, []);
}
