import {
  checkAppointmentDate,
  REFERRAL_LIFECYCLE_MSG as MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER as SRV,
} from '@app/shared';
import { AppError } from '../../../lib/app-error.js';
import { bodyOf } from '../draft-steps.js';
import type { ActionContext } from '../../../action-context.js';
import { actingClinicName, actingOn, answer, judge, otherSide, writeJudged } from './act.js';
import { NOTICES } from './notices.js';

/**
 * POST /api/referrals/:uuid/appointments `{ appointment_date, is_reschedule }` (Add Appointment,
 * Reschedule). Needs can_schedule and no decline reason; a new appointment row each time (the
 * latest is the referral's), accepted -> scheduled, a reschedule keeps the status.
 */
export async function setAppointment(ctx: ActionContext, uuid: string, body: unknown) {
  const b = bodyOf(body);
  const a = await actingOn(ctx, uuid);
  if (a.r.reason?.trim()) {
    throw AppError.validation(MSG.cannotPromote, { status: [SRV.declinedNoAppointment] });
  }
  const reschedule =
    a.r.status === 'scheduled' || (a.r.status === 'faxed_successfully' && b.is_reschedule === true);
  const { to } = judge(a, reschedule ? 'reschedule' : 'schedule');
  const when = checkAppointmentDate(b.appointment_date);
  if (!when.ok) {
    const msg = when.message === 'required' ? MSG.appointmentRequired : MSG.appointmentInvalid;
    throw AppError.validation(msg, { appointment_date: [msg] });
  }
  const shown = String(b.appointment_date).trim().slice(0, 16);
  const clinic = await actingClinicName(a);
  const row = await ctx.data.referralLifecycle.transaction(async (tx, afterCommit) => {
    await tx.addAppointment({
      referralId: a.r.id,
      appointmentDate: when.date,
      isReschedule: reschedule,
      now: ctx.now,
    });
    return writeJudged(tx, a, afterCommit, {
      to,
      log: reschedule ? `Appointment rescheduled to ${shown}.` : `Appointment set for ${shown}.`,
      notify: await otherSide(tx, a, NOTICES.scheduled(clinic, shown)),
    });
  });
  return answer(MSG.appointmentSet, row);
}
