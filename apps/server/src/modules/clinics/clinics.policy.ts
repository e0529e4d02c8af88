import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { canManageClinic } from '../auth/clinic-access.js';

/**
 * Who may do what with clinics (DESIGN section 3). Who may see or manage one clinic is
 * auth/clinic-access.ts: the repository's `visible` answers "not found" outside what the actor
 * sees; these are the rules of the actions on top of that.
 */

/** A clinic the actor sees but does not manage is refused (its managers and admins change it). */
export function assertMayManage(actor: Actor, clinicId: number): void {
  if (!canManageClinic(actor, clinicId)) throw AppError.forbidden();
}

/** Enrollment and save_clinic without id create clinics with users: admins only. */
export function assertMayEnroll(actor: Actor): void {
  if (!isAdmin(actor)) throw AppError.forbidden();
}

/**
 * The code, referral group and organization are set by admins only; anyone else's save keeps
 * the stored values (clinic-input.ts refuses a different one).
 */
export const mayChangeAdminFields = (actor: Actor): boolean => isAdmin(actor);

/** Archiving and deleting are for admins; to anyone else the clinic is not found. */
export function assertMayRemove(actor: Actor, id: number | null): asserts id is number {
  if (!isAdmin(actor) || id === null) throw AppError.notFound('Clinic not found.');
}
