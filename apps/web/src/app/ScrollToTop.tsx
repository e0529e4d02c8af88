import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The spec scrolls smoothly to the top on every route change. A replace (the wizard's address
 * moving to the new draft's uuid while the user types) is not a new page, so it keeps its place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'REPLACE') return;
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [pathname, navigationType]);
  return null;
}
