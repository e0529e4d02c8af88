import { useEffect, useRef } from 'react';

/**
 * After Next, Back or a step button, the new step starts at the top of the screen, and focus
 * moves to it so a keyboard or screen reader user continues there (issue 20 item 9). Not on the
 * first render: opening the wizard leaves the page where the browser put it.
 */
export function useStepTop<T extends HTMLElement>(step: number) {
  const ref = useRef<T>(null);
  const shown = useRef<number | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    shown.current = step;
    const el = ref.current;
    if (first || !el) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  }, [step]);
  return ref;
}
