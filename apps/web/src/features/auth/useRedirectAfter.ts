import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Success screens show their message, then move on by themselves after a short pause. */
export const SUCCESS_REDIRECT_MS = 3000;

export function useRedirectAfter(path: string, active: boolean, delayMs = SUCCESS_REDIRECT_MS) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => navigate(path, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs, navigate, path]);
}
