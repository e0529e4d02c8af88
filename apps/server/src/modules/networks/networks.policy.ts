import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';

/** Referral groups are seen and administered by admins only; anyone else is refused. */
export function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw AppError.forbidden();
}
