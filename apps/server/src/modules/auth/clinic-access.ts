import { hasBit, isRole, type RoleName } from '@app/shared';
import type { Actor } from './actor.js';
import { isAdmin } from './actor.js';

/**
 * Who may manage a clinic: admins any clinic; a member whose role is PSR or Medical Admin their
 * own clinics (the spec's "two privileged roles", our decision in docs/decisions.md).
 */
export const CLINIC_MANAGER_ROLES: readonly RoleName[] = ['psr', 'med_director'];

export function isClinicMember(actor: Actor, clinicId: number): boolean {
  return actor.clinicIds.includes(clinicId);
}

const isClinicManagerRole = (actor: Actor) =>
  CLINIC_MANAGER_ROLES.some((r) => isRole(actor.roleName, r));

/**
 * A clinic manager (PSR or Medical Admin) who registered the clinic (Register Clinic) sees and
 * manages it as its own managers do, without being a member: a clinic registered without users
 * has nobody else to look after it (issue 17 item 18; docs/decisions.md).
 */
export function isClinicRegistrar(actor: Actor, clinicId: number): boolean {
  return isClinicManagerRole(actor) && (actor.registeredClinicIds ?? []).includes(clinicId);
}

export function canSeeClinic(actor: Actor, clinicId: number): boolean {
  return isAdmin(actor) || isClinicMember(actor, clinicId) || isClinicRegistrar(actor, clinicId);
}

export function canManageClinic(actor: Actor, clinicId: number): boolean {
  if (isAdmin(actor)) return true;
  return (
    (isClinicMember(actor, clinicId) && isClinicManagerRole(actor)) ||
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
  if (isAdmin(opts.actor)) return true;
  if (opts.targetUserId === opts.actor.userId)
    return (opts.requestedMask & ~opts.currentMask) === 0;
  for (let bit = 1; bit <= opts.requestedMask; bit <<= 1) {
    if (hasBit(opts.requestedMask, bit) && !hasBit(opts.actorMask, bit)) return false;
  }
  return true;
}
