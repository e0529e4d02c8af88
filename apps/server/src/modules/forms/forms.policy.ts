import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { canManageClinic } from '../auth/clinic-access.js';

/** Members see their clinics' forms; those who manage the clinic (and admins) change them. */
export function assertMayChangeForms(actor: Actor, clinicId: number): void {
  if (!canManageClinic(actor, clinicId)) throw AppError.forbidden();
}
