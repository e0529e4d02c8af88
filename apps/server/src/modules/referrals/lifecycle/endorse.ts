import { PERMISSION, REFERRAL_LIFECYCLE_MSG as MSG } from '@app/shared';
import type { ActionContext } from '../../../action-context.js';
import { actingOn, judge, sideStaff, writeJudged } from './act.js';
import { NOTICES } from './notices.js';

/**
 * endorse_referral: a receiving member who schedules but cannot accept asks the colleagues who
 * can accept to look at the referral. No status change; a System Log line and their notices.
 */
export async function endorseReferral(ctx: ActionContext, uuid: string) {
  const a = await actingOn(ctx, uuid);
  const { to } = judge(a, 'endorse');
  const who = (await ctx.data.referralLifecycle.actorName()) || 'A colleague';
  await ctx.data.referralLifecycle.transaction(async (tx, afterCommit) =>
    writeJudged(tx, a, afterCommit, {
      to,
      log: `Referral endorsed by ${who}.`,
      notify: await sideStaff(
        tx,
        a.r,
        'receiver',
        NOTICES.endorsed(who),
        PERMISSION.ACCEPT_REFERRAL,
      ),
    }),
  );
  return MSG.endorsed;
}
