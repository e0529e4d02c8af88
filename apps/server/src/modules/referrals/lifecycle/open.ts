import { transition } from '@app/shared';
import { AppError } from '../../../lib/app-error.js';
import type { ActionContext } from '../../../action-context.js';
import { partyOf } from '../referral-access.js';
import { actingOn, writeJudged } from './act.js';

/**
 * open_referral: the detail view calls it when it opens a referral. A member working as the
 * receiving clinic opening a sent referral promotes it to under_review, once (spec 2 Promotions); for
 * anyone else, or any other status, it only returns the referral.
 */
export async function openReferral(ctx: ActionContext, uuid: string) {
  const r = await ctx.data.referrals.visible(uuid);
  if (r.status !== 'sent' || r.clinicReceiverId === null) return r;
  if (partyOf(ctx.actor, r) !== 'receiver') return r;
  const a = await actingOn(ctx, uuid);
  const verdict = transition(a.r.status, 'open_as_receiver', a.party, { isFax: a.r.isFax });
  if (!verdict.ok) return a.r;
  try {
    return await ctx.data.referralLifecycle.transaction((tx, afterCommit) =>
      writeJudged(tx, a, afterCommit, { to: verdict.to, log: 'Referral opened for review.' }),
    );
  } catch (e) {
    // A colleague opened it at the same moment: it is under review either way.
    if (e instanceof AppError && e.code === 'VALIDATION') return ctx.data.referrals.visible(uuid);
    throw e;
  }
}
