import { REFERRAL_LIFECYCLE_MSG as MSG } from '@app/shared';
import { AppError } from '../../../lib/app-error.js';
import type { ActionContext } from '../../../action-context.js';
import { actingClinicName, actingOn, answer, judge, otherSide, writeJudged } from './act.js';
import {
  completionDetails,
  completionLog,
  parseCompletion,
  type Completion,
} from './completion-payload.js';
import type { LifecycleRepo } from './lifecycle.repo.js';
import { NOTICES } from './notices.js';

/**
 * Completing a received referral (declined, scheduled or ref_completed -> rec_completed): it moves
 * to the receiver's 'Referral History' tab; the referring clinic's senders are told.
 */
export async function receiverComplete(ctx: ActionContext, uuid: string) {
  const a = await actingOn(ctx, uuid);
  const { to } = judge(a, 'receiver_complete');
  const clinic = await actingClinicName(a);
  const row = await ctx.data.referralLifecycle.transaction(async (tx, afterCommit) =>
    writeJudged(tx, a, afterCommit, {
      to,
      log: MSG.completed,
      set: { completedAt: ctx.now },
      notify: await otherSide(tx, a, NOTICES.completed(clinic)),
    }),
  );
  return { ...answer(MSG.completed, row), detail: MSG.movedToTab(MSG.referralHistoryTab) };
}

/** Keeps the referrer's answer on the referral's appointment; a changed date is a new one. */
async function recordAnswer(tx: LifecycleRepo, referralId: number, c: Completion, now: Date) {
  let appt = await tx.latestAppointment(referralId);
  if (c.maintained === 'yes' && c.appointmentDate) {
    if (appt?.appointmentDate.getTime() !== c.appointmentDate.getTime()) {
      appt = await tx.addAppointment({
        referralId,
        appointmentDate: c.appointmentDate,
        isReschedule: appt !== undefined,
        now,
      });
    }
  }
  // Without any appointment on record, the answer lives in the System Log only.
  if (!appt) return;
  await tx.recordCompletion(appt.id, {
    appointmentMaintained: c.maintained,
    details: { ...appt.details, ...completionDetails(c, true) },
  });
}

/**
 * Completing a sent referral (-> ref_completed) with the completion payload. A declined referral
 * completes directly: no appointment question is asked, so none is required.
 */
export async function referrerComplete(ctx: ActionContext, uuid: string, body: unknown) {
  const a = await actingOn(ctx, uuid);
  const { to } = judge(a, 'referrer_complete');
  const declined = a.r.status === 'declined' || !!a.r.reason?.trim();
  const completion = declined ? null : parseCompletion(body);
  if (completion?.maintained === 'yes' && !completion.appointmentDate) {
    const appt = await ctx.data.referralLifecycle.latestAppointment(a.r.id);
    if (!appt) {
      throw AppError.validation(MSG.appointmentRequired, {
        appointmentDate: [MSG.appointmentRequired],
      });
    }
  }
  const clinic = await actingClinicName(a);
  const row = await ctx.data.referralLifecycle.transaction(async (tx, afterCommit) => {
    if (completion) await recordAnswer(tx, a.r.id, completion, ctx.now);
    return writeJudged(tx, a, afterCommit, {
      to,
      log: completion ? completionLog(completion) : MSG.completed,
      set: { completedAt: ctx.now },
      notify: await otherSide(tx, a, NOTICES.completed(clinic)),
    });
  });
  return answer(MSG.completed, row);
}
