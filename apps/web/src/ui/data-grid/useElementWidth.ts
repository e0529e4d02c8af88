import { useCallback, useState } from 'react';

/**
 * A ref callback and the element's inner width, kept current as the element resizes (the
 * drawer opening, the window turning). 0 until measured.
 */
export function useElementWidth<E extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: E | null) => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    // React 19 runs a ref callback's returned function when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
