import { hasBit, PERMISSION, REFERRAL_MSG_SERVER } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { viewerOf, type ReferralRow } from '../referrals/referral-access.js';

export const SMS_MSG_SERVER = {
  draft: 'Send the referral before texting the patient.',
  notSent: 'SMS not sent.',
  // Ours (issue 18 item 11): texting the patient is part of sending the referral.
  noSendPermission: 'You do not have permission to text patients from this clinic.',
  noPatient: 'This referral has no patient to text.',
} as const;

/**
 * Who texts the patient of a visible referral: its referring clinic only, a member there who
 * holds SEND_REFERRAL (`senderMask`), and only once it is sent. The receiving side is answered
 * "not found", as if it could not see the referral, so that the SMS endpoint tells it nothing.
 */
export function assertMayTextPatient(
  actor: Actor,
  referral: Pick<ReferralRow, 'clinicReferrerId' | 'clinicReceiverId' | 'status'>,
  senderMask: number,
): void {
  if (viewerOf(actor, referral) !== 'referrer') {
    throw AppError.notFound(REFERRAL_MSG_SERVER.notFound);
  }
  if (!hasBit(senderMask, PERMISSION.SEND_REFERRAL)) {
    throw AppError.forbidden(SMS_MSG_SERVER.noSendPermission);
  }
  if (referral.status === 'draft') throw new AppError('CONFLICT', SMS_MSG_SERVER.draft);
}
