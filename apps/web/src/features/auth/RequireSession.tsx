import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { redirectForPath } from '@app/shared';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { useSession } from './SessionProvider';
import { signInRefusal } from './signInRules';

/**
 * Guards the signed-in area: no session goes to /login, a pending second factor to the 2FA page,
 * a user the spec refuses is signed out with its message, and the spec's per-path redirects apply.
 * A cached user is shown at once while the server is asked again.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, user, revalidate, signOut } = useSession();
  const { pathname } = useLocation();
  const refusal = user && status === 'signed-in' ? signInRefusal(user) : null;

  useEffect(() => {
    if (status === 'unknown') void revalidate();
  }, [status, revalidate]);

  useEffect(() => {
    if (refusal) void signOut({ severity: 'error', text: refusal });
  }, [refusal, signOut]);

  if (status === 'signed-out') return <Navigate to="/login" replace />;
  if (status === 'two-factor') return <Navigate to="/auth/2fa/verify" replace />;
  if (!user || refusal) return <FullPageSpinner />;

  const redirect = redirectForPath(pathname, user);
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return children;
}
