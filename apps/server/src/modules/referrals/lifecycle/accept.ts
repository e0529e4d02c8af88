import { REFERRAL_LIFECYCLE_MSG as MSG } from '@app/shared';
import type { ActionContext } from '../../../action-context.js';
import { actingClinicName, actingOn, answer, judge, otherSide, writeJudged } from './act.js';
import { NOTICES } from './notices.js';

/**
 * Accept (under_review -> accepted): the receiver, or for a fax referral the referrer recording
 * the fax clinic's answer. The referring clinic's senders are told.
 */
export async function acceptReferral(ctx: ActionContext, uuid: string) {
  const a = await actingOn(ctx, uuid);
  const { to } = judge(a, a.r.isFax && a.party === 'referrer' ? 'fax_accept' : 'accept');
  const clinic = await actingClinicName(a);
  const row = await ctx.data.referralLifecycle.transaction(async (tx, afterCommit) =>
    writeJudged(tx, a, afterCommit, {
      to,
      log: MSG.acceptedDetail,
      set: { acceptedAt: ctx.now },
      notify: a.party === 'receiver' ? await otherSide(tx, a, NOTICES.accepted(clinic)) : [],
    }),
  );
  return answer(MSG.accepted, row);
}

/** Update Status (accepted -> under_review); nobody else is told. */
export async function backToReview(ctx: ActionContext, uuid: string) {
  const a = await actingOn(ctx, uuid);
  const { to } = judge(a, 'back_to_review');
  const row = await ctx.data.referralLifecycle.transaction((tx, afterCommit) =>
    writeJudged(tx, a, afterCommit, { to, log: MSG.underReviewDetail }),
  );
  return answer(MSG.underReview, row);
}
