import {
  declineRequestSchema,
  REFERRAL_LIFECYCLE_MSG as MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER as SRV,
  type LifecycleAnswer,
} from '@app/shared';
import { parseInput } from '../../../lib/validate.js';
import { bodyOf } from '../draft-steps.js';
import type { ActionContext } from '../../../action-context.js';
import { actingClinicName, actingOn, answer, judge, otherSide, writeJudged } from './act.js';
import { NOTICES } from './notices.js';

/** PUT /api/referrals/:uuid/decline `{ reason }`: the reason is required and kept on the referral. */
export async function declineReferral(
  ctx: ActionContext,
  uuid: string,
  body: unknown,
): Promise<LifecycleAnswer> {
  const a = await actingOn(ctx, uuid);
  const { to } = judge(a, 'decline');
  const { reason } = parseInput(declineRequestSchema, bodyOf(body), SRV.declineReasonRequired);
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
