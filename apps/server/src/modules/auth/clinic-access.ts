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

/**
 * A clinic manager (PSR or Medical Admin) who registered the clinic (Register Clinic) sees and
 * manages it as its own managers do, without being a member: a clinic registered without users
 * has nobody else to look after it (issue 17 item 18; docs/decisions.md).
 */
export function isClinicRegistrar(actor: Actor, clinicId: number): boolean {
  return (
    isClinicManagerRole(actor.roleName) && (actor.registeredClinicIds ?? []).includes(clinicId)
  );
}

export function canSeeClinic(actor: Actor, clinicId: number): boolean {
  return isAdmin(actor) || isClinicMember(actor, clinicId) || isClinicRegistrar(actor, clinicId);
}

export function canManageClinic(actor: Actor, clinicId: number): boolean {
  if (isAdmin(actor)) return true;
  return (
    (isClinicMember(actor, clinicId) && isClinicManagerRole(actor.roleName)) ||
    isClinicRegistrar(actor, clinicId)
  );
}

/** The clinics the actor sees (admins: every clinic, not listed here). */
export function seenClinicIds(actor: Actor): number[] {
  return [
    ...actor.clinicIds,
    ...(actor.registeredClinicIds ?? []).filter((id) => isClinicRegistrar(actor, id)),
  ];
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
