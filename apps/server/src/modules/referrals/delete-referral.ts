import type { ActionContext } from '../../action-context.js';
import { publishReferralChanged } from './referral-events.js';
import { assertDraft } from './referral.policy.js';

/** delete_referral: a draft of the actor's clinic (SEND_REFERRAL there), soft-deleted. */
export async function deleteReferral(ctx: ActionContext, uuid: string): Promise<boolean> {
  const r = await ctx.data.referrals.own(uuid);
  assertDraft(r);
  await ctx.data.referrals.updateReferral(r.id, {
    deletedAt: ctx.now,
    updatedAt: ctx.now,
    updatedById: ctx.actor.userId,
  });
  await publishReferralChanged(ctx.deps.events, { ...r, status: 'deleted' });
  return true;
}
