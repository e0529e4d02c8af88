import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The spec scrolls smoothly to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
