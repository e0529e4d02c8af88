import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { canGrantMask, canManageClinic, canSeeClinic } from '../auth/clinic-access.js';
import { MANAGE_USER_MSG } from '../users/users.policy.js';
import type { ProviderToSave } from './provider-input.js';

/**
 * Who may change providers: those who manage the provider's clinic (auth/clinic-access.ts), and a
 * provider user they create gets only permission bits they hold themselves.
 */

/** A clinic the actor cannot see is not found; one they see but do not manage is refused. */
export function assertManagesClinic(actor: Actor, clinicId: number): void {
  if (!canSeeClinic(actor, clinicId)) throw AppError.notFound('Clinic not found.');
  if (!canManageClinic(actor, clinicId)) throw AppError.forbidden();
}

/** A manager grants a provider user only bits they hold themselves (docs/decisions.md). */
export function assertUserGrant(actor: Actor, actorMask: number, p: ProviderToSave): void {
  if (!p.user) return;
  const allowed = canGrantMask({
    actor,
    actorMask,
    targetUserId: 0,
    currentMask: 0,
    requestedMask: p.user.permission,
  });
  if (!allowed) {
    const message = MANAGE_USER_MSG.grantNotHeld;
    throw AppError.validation(message, { 'user.permission': [message] });
  }
}
