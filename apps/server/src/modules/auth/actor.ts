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
  /**
   * The referral permission mask in the current clinic (0 without one; admins hold none and need
   * none). What the access declarations' permission needs are checked against (graphql/access.ts).
   */
  permission: number;
  /**
   * Live clinics this user registered (Register Clinic, the quick add: `clinics.creator_id`),
   * which a clinic manager sees and manages without belonging to them (auth/clinic-access.ts;
   * issue 17 item 18). Not a membership: no referral of theirs is visible through it.
   */
  registeredClinicIds?: number[];
}

export const isAdmin = (a: Actor): boolean => isRole(a.roleName, 'admin');
export const isProvider = (a: Actor): boolean => isRole(a.roleName, 'provider');
