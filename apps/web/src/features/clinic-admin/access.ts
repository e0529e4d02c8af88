import { isClinicManagerRole, isRole } from '@app/shared';
import { useCurrentUser } from '../auth/SessionProvider';

export interface ClinicAccess {
  isAdmin: boolean;
  /** Admin, or a clinic manager (PSR or Medical Admin; docs/admin-api.md). */
  canManage: boolean;
}

export function useClinicAccess(): ClinicAccess {
  const user = useCurrentUser();
  const role = user.role?.name;
  const isAdmin = isRole(role, 'admin');
  return { isAdmin, canManage: isAdmin || isClinicManagerRole(role) };
}
