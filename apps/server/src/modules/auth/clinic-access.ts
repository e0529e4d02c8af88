import { canGrantMask as grantRule, isClinicManagerRole } from '@app/shared';
import type { Actor } from './actor.js';
import { isAdmin } from './actor.js';

/**
 * Who may manage a clinic: admins any clinic; a member whose role is PSR or Medical Admin their
 * own clinics (the spec's "two privileged roles", our decision in docs/decisions.md).
 */
export function isClinicMember(actor: Actor, clinicId: number): boolean {
  return actor.clinicIds.includes(clinicId);
}

export function canSeeClinic(actor: Actor, clinicId: number): boolean {
  return isAdmin(actor) || isClinicMember(actor, clinicId);
}

export function canManageClinic(actor: Actor, clinicId: number): boolean {
  if (isAdmin(actor)) return true;
  return isClinicMember(actor, clinicId) && isClinicManagerRole(actor.roleName);
}

/**
 * A manager may grant only what they hold themselves in that clinic, and nobody raises their own
 * mask. `actorMask` is the actor's own mask in the clinic (admins: every bit).
 */
export function canGrantMask(opts: {
  actor: Actor;
  actorMask: number;
  targetUserId: number;
  currentMask: number;
  requestedMask: number;
}): boolean {
  return grantRule(
    {
      admin: isAdmin(opts.actor),
      self: opts.targetUserId === opts.actor.userId,
      actorMask: opts.actorMask,
      currentMask: opts.currentMask,
    },
    opts.requestedMask,
  );
}
