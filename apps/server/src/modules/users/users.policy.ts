import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { canGrantMask, canManageClinic } from '../auth/clinic-access.js';
import { isProviderRow, type UserRow } from './user-admin.repo.js';

/**
 * Who may change which user (docs/admin-api.md, "Who may do what"). Who may see or manage a
 * clinic is auth/clinic-access.ts; the reads of user-admin.repo.ts answer "not found" outside the
 * actor's scope. These are the refusals on top of that.
 */

/** Not worded by the spec: refusals of the permission rules (docs/decisions.md). */
export const MANAGE_USER_MSG = {
  raiseOwnMask: 'You cannot raise your own permissions.',
  grantNotHeld: 'You cannot grant a permission you do not hold.',
  providerReadOnly: 'A provider user is managed from its provider.',
  ownRole: 'You cannot change your own role.',
  alreadyMember: 'The user is already a member of this clinic.',
  removeSelf: 'You cannot remove yourself from a clinic.',
} as const;

/**
 * The users of a clinic the actor sees (user-admin.repo.ts `visibleClinic`) are changed by its
 * managers and admins; anyone else is refused.
 */
export function assertManagesClinic(actor: Actor, clinicId: number): void {
  if (!canManageClinic(actor, clinicId)) throw AppError.forbidden();
}

/** A provider user is managed from its provider, not from user administration. */
export function refuseProvider(target: UserRow): void {
  if (isProviderRow(target)) throw AppError.forbidden(MANAGE_USER_MSG.providerReadOnly);
}

/** canGrantMask with a field error the form shows under the permissions. */
export function assertGrant(
  actor: Actor,
  opts: { actorMask: number; targetUserId: number; currentMask: number; requestedMask: number },
): void {
  if (canGrantMask({ actor, ...opts })) return;
  const message =
    opts.targetUserId === actor.userId
      ? MANAGE_USER_MSG.raiseOwnMask
      : MANAGE_USER_MSG.grantNotHeld;
  throw AppError.validation(message, { permission: [message] });
}
