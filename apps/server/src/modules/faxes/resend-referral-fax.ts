import { REFERRAL_FAX_MSG, transition, type ReferralFaxAnswer } from '@app/shared';
import type { ActionContext } from '../../action-context.js';
import { AppError } from '../../lib/app-error.js';
import { hours } from '../../lib/clock.js';
import { newUuid } from '../../lib/ids.js';
import type { Limit } from '../../lib/rate-limit.js';
import { referralRef } from '../referrals/referral-access.js';
import { faxRecipient } from './fax-schedule.js';
import { FAX_SEND_REFERRAL_QUEUE, type SendReferralFaxJob } from './send-referral-fax.js';

/**
 * Each call renders the referral's documents into a new paid fax: a budget per user. A front desk
 * re-sends a referral a few times at most (new documents, a lost fax).
 */
export const REFERRAL_FAX_RESEND_LIMIT = {
  name: 'fax:referral-resend:user',
  max: 20,
  windowMs: hours(1),
} as const satisfies Limit;

/**
 * POST /api/referrals/:uuid/fax ('Re-send Fax Referral', 'Upload New Documents to Fax' -> 'Send
 * Fax'): the referrer (SEND_REFERRAL in the referring clinic; others 404 / 403) sends a fax
 * referral again with its current documents. The referral waits for the provider's report again
 * (sent_fax, through the one status writer, System Log 'Referral re-sent by fax to {clinic}.');
 * the send job composes the fax from the documents as they are when it runs and submits it as a
 * new fax, however many the referral has had.
 */
export async function resendReferralFax(
  ctx: ActionContext,
  uuid: string,
): Promise<ReferralFaxAnswer> {
  const repo = ctx.data.referrals;
  const r = await repo.own(uuid);
  if (!r.isFax) throw new AppError('CONFLICT', REFERRAL_FAX_MSG.notFax);
  const verdict = transition(r.status, 'resend_fax', 'referrer', { isFax: true });
  if (!verdict.ok) throw new AppError('CONFLICT', verdict.reason);
  await ctx.deps.limiter.consume(REFERRAL_FAX_RESEND_LIMIT, `user:${ctx.actor.userId}`);
  const receiver = await repo.receiverClinic(r.clinicReceiverId);
  if (!receiver || !faxRecipient(receiver.fax)) {
    throw new AppError('CONFLICT', REFERRAL_FAX_MSG.noFaxNumber);
  }

  const faxUuid = newUuid();
  const row = await repo.transaction(async (tx, afterCommit) => {
    const waiting = await tx.writeStatus(
      ctx.deps.events,
      {
        referralId: r.id,
        from: r.status,
        to: verdict.to,
        actorUserId: ctx.actor.userId,
        log: REFERRAL_FAX_MSG.resentLog(receiver.name),
        now: ctx.now,
      },
      afterCommit,
    );
    const job: SendReferralFaxJob = { referralId: r.id, userId: ctx.actor.userId, faxUuid };
    await tx.enqueue(ctx.deps.queue, FAX_SEND_REFERRAL_QUEUE, job);
    return waiting;
  });
  return { message: REFERRAL_FAX_MSG.resent, referral: referralRef(row), fax: { uuid: faxUuid } };
}
