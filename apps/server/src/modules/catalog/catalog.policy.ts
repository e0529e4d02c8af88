import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';

/**
 * Who changes the reference data (specializations, documents and their qualifying questions,
 * organizations): every member reads it, admins change it. The provider form's on-demand
 * specializations and documents are part of saving a provider (providers.policy.ts).
 */
export function assertMayEditCatalog(actor: Actor): void {
  if (!isAdmin(actor)) throw AppError.forbidden();
}
