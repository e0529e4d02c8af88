import { GROUP_DOCUMENT_MSG } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';

/** Referral groups are seen and administered by admins only; anyone else is refused. */
export function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw AppError.forbidden();
}

/** Group names are unique among live groups, ignoring case (issue 17 item 23). */
export function assertNameFree(taken: boolean): void {
  if (taken) {
    const message = GROUP_DOCUMENT_MSG.groupNameTaken;
    throw AppError.validation(message, { name: [message] });
  }
}
