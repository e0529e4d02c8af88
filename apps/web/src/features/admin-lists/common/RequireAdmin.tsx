import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isRole } from '@app/shared';
import { useCurrentUser } from '../../auth/SessionProvider';
import { landingPath } from '../../auth/signInRules';

/**
 * The administration screens are for admins only (spec 1 section 6). The shared route guard
 * (redirectForPath) covers /dashboard and the referral areas but not /manage/*, so these screens
 * send anyone else to their own landing page. The server refuses the data to them regardless.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!isRole(user.role?.name, 'admin')) return <Navigate to={landingPath(user)} replace />;
  return children;
}
