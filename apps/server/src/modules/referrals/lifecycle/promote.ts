import { REFERRAL_LIFECYCLE_MSG as MSG, REFERRAL_LIFECYCLE_MSG_SERVER as SRV } from '@app/shared';
import { AppError } from '../../../lib/app-error.js';
import type { ActionContext } from '../../../action-context.js';
import { acceptReferral, backToReview } from './accept.js';
import { actingOn } from './act.js';
import { receiverComplete, referrerComplete } from './complete.js';

/**
 * PUT /api/referrals/:uuid/promote/:status. The statuses this call sets; declining and
 * scheduling have their own calls, sending and orders theirs.
 */
export async function promoteReferral(
  ctx: ActionContext,
  uuid: string,
  status: string,
  body: unknown,
) {
  switch (status) {
    case 'accepted':
      return acceptReferral(ctx, uuid);
    case 'under_review':
      return backToReview(ctx, uuid);
    case 'rec_completed':
      return receiverComplete(ctx, uuid);
    case 'ref_completed':
      return referrerComplete(ctx, uuid, body);
    default:
      // Someone who cannot see the referral still gets 404, not a hint about statuses.
      await actingOn(ctx, uuid);
      throw AppError.validation(MSG.cannotPromote, { status: [SRV.unknownPromotion] });
  }
}
