import { isRole, type RoleName } from '@app/shared';

/** Who is making a request: resolved from the session, never from anything the client sends. */
export interface Actor {
  userId: number;
  userUuid: string;
  email: string;
  roleId: number;
  roleName: RoleName;
  sessionId: string;
  sessionPublicId: string;
  /** Current clinic first; empty for admins, who see every clinic. */
  clinicIds: number[];
  currentClinicId: number | null;
}

export const isAdmin = (a: Actor): boolean => isRole(a.roleName, 'admin');
export const isProvider = (a: Actor): boolean => isRole(a.roleName, 'provider');
