import { hasBit, OUTBOUND_FAX_MSG, PERMISSION, REFERRAL_MSG_SERVER } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import type { FaxRow } from './fax-store.js';

export const FAX_MSG = {
  notFound: 'Fax not found.',
  onlyFailed: 'Only a failed fax can be re-sent.',
  resent: OUTBOUND_FAX_MSG.resent,
  resendFailed: 'Problem re-sending fax.',
} as const;

/**
 * Who may do what with outbound faxes (spec 3 section 2.1). Which faxes an actor reaches at all
 * (admins every fax, staff their clinics' faxes, "not found" otherwise) is faxes.repo.ts.
 */

/** The outbound fax list is the admins'. */
export function assertMaySeeAllFaxes(actor: Actor): void {
  if (!isAdmin(actor)) throw AppError.forbidden();
}

/**
 * A reached fax is re-sent by admins, or by staff with SEND_REFERRAL in the clinic that sent it
 * (`maskInSender`); and only once it failed: re-sending a fax that went through (or is under way)
 * would send it twice, admins included.
 */
export function assertMayResendFax(
  actor: Actor,
  fax: Pick<FaxRow, 'status'>,
  maskInSender: number,
): void {
  if (!isAdmin(actor) && !hasBit(maskInSender, PERMISSION.SEND_REFERRAL)) {
    throw AppError.forbidden(REFERRAL_MSG_SERVER.cannotSend);
  }
  if (fax.status !== 'failure') throw new AppError('CONFLICT', FAX_MSG.onlyFailed);
}
