import { REFERRAL_LIFECYCLE_MSG as MSG, REFERRAL_LIFECYCLE_MSG_SERVER as SRV } from '@app/shared';
import { AppError } from '../../../lib/app-error.js';
import { bodyOf } from '../draft-steps.js';
import type { ActionContext } from '../../../action-context.js';
import { actingClinicName, actingOn, answer, judge, otherSide, writeJudged } from './act.js';
import { NOTICES } from './notices.js';

const MAX_REASON = 2000;

/** PUT /api/referrals/:uuid/decline `{ reason }`: the reason is required and kept on the referral. */
export async function declineReferral(ctx: ActionContext, uuid: string, body: unknown) {
  const raw = bodyOf(body).reason;
  const reason = typeof raw === 'string' ? raw.trim().slice(0, MAX_REASON) : '';
  const a = await actingOn(ctx, uuid);
  const { to } = judge(a, 'decline');
  if (!reason)
    throw AppError.validation(SRV.declineReasonRequired, { reason: [SRV.declineReasonRequired] });
  const clinic = await actingClinicName(a);
  const row = await ctx.data.referralLifecycle.transaction(async (tx, afterCommit) =>
    writeJudged(tx, a, afterCommit, {
      to,
      log: SRV.declinedLog(reason),
      set: { reason },
      notify:
        a.party === 'receiver' ? await otherSide(tx, a, NOTICES.declined(clinic, reason)) : [],
    }),
  );
  return answer(MSG.declined, row);
}
